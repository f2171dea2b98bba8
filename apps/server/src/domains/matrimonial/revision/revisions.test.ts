import { adminRevision, cursorPage, profile as profileSchema, publicProfile } from '@samaj/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, latestAudit } from '../../../../test/support/admin.ts';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import {
  buildMatrimonialTestApp,
  local,
  member,
  newProfile,
  type User,
} from '../../../../test/support/matrimonial.ts';

// Decision 044: a change to a free text of an approved profile waits for the office
// as the profile's pending revision; others keep reading the approved text until it is approved. And no
// free text may hold a phone number, an e-mail address, a link or a handle, in any script.

let t: TestApp;
let admin: User;
let as: ReturnType<typeof adminCaller>;

beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  admin = await createUser(t, { isAdmin: true, name: 'Office' });
  as = adminCaller(t, admin);
});
afterAll(() => t.close());

const M = '/api/matrimonial';
type Member = Awaited<ReturnType<typeof member>>;
type Revision = {
  id: string;
  status: string;
  fields: Record<string, unknown>;
  current: Record<string, unknown> | null;
  reason: string | null;
  decided_by: { name: string } | null;
  profile: { id: string; first_name: string };
};

const call = (user: User, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

async function update(who: Member, body: object, status = 200) {
  t.clock.advance(1000);
  const res = await call(who.user, 'POST', `${M}/update-profile/${who.profile.id}`, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
const own = async (who: Member) => {
  const res = await call(who.user, 'GET', `${M}/get-profile/${who.profile.id}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(profileSchema.parse(res.json())).toEqual(res.json());
  return res.json();
};
const seenBy = async (viewer: Member, who: Member) => {
  const res = await call(viewer.user, 'GET', `${M}/get-profile/${who.profile.id}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(publicProfile.parse(res.json())).toEqual(res.json());
  return res.json();
};
/** The card of `who` in the viewer's match search, with the search's own filters. */
const cardIn = async (viewer: Member, who: Member, query = '') => {
  const res = await call(
    viewer.user,
    'GET',
    `${M}/mm/filter-profile/${viewer.profile.id}?per_page=100&prefer_min_age=18&prefer_max_age=60&prefer_marital_status=any&prefer_with_job=any${query}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: string; city: string; occupation: string }[]).find(
    (c) => c.id === who.profile.id,
  );
};
const queue = async (query = '') => {
  const res = await as('GET', `/api/admin/revisions${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(cursorPage(adminRevision).parse(res.json())).toEqual(res.json());
  return res.json() as { data: Revision[]; next_page_url: string | null };
};
const revisionOf = async (who: Member, query = '') =>
  (await queue(query)).data.find((r) => r.profile.id === who.profile.id);
const notificationsOf = async (user: User) =>
  (await call(user, 'GET', '/api/notifications?per_page=100')).json().data as {
    type: string;
    title: string;
    body: string;
    data: unknown;
    profile_id: string;
  }[];

async function pair() {
  const her = await member(t, {
    first_name: 'Sana',
    last_name: 'Memon',
    about: 'I teach at the school in Bhuj.',
    city: 'Bhuj',
    occupation: 'Teacher',
  });
  const him = await member(t, { first_name: 'Bilal', gender: 'male', city: 'Mandvi' });
  return { her, him };
}

describe('a change to an approved profile’s free texts', () => {
  it('waits for the office: the owner sees pending_revision, others the approved text everywhere', async () => {
    const { her, him } = await pair();
    const answer = await update(her, { about: 'I now teach in Mumbai.', city: 'Mumbai', height_cm: 160 });
    // The owner's answer keeps the approved texts in the fields and adds what waits.
    expect(answer).toMatchObject({
      about: 'I teach at the school in Bhuj.',
      city: 'Bhuj',
      height_cm: 160, // not a free text: changed at once
      status: 'approved',
      pending_revision: { fields: { about: 'I now teach in Mumbai.', city: 'Mumbai' } },
    });
    expect(answer.pending_revision.submitted_at).toBe(t.clock.now().toISOString());
    expect(await own(her)).toMatchObject({ pending_revision: answer.pending_revision });

    // Others: the profile view, the search card, the search's city filter (it reads the approved column).
    expect(await seenBy(him, her)).toMatchObject({ about: 'I teach at the school in Bhuj.', city: 'Bhuj' });
    expect(await seenBy(him, her)).not.toHaveProperty('pending_revision');
    expect(await cardIn(him, her)).toMatchObject({ city: 'Bhuj', occupation: 'Teacher' });
    expect(await cardIn(him, her, '&city=Mumbai')).toBeUndefined();
    expect(await cardIn(him, her, '&city=bhuj')).toBeDefined();
    // An interests list's card too.
    const sent = await call(him.user, 'POST', `${M}/send-interest/${her.profile.id}`, {});
    expect(sent.statusCode, sent.body).toBe(201);
    const list = await call(him.user, 'GET', `${M}/profiles/interests-sent-by-me`);
    expect(list.json().data[0].to_profile).toMatchObject({ id: her.profile.id, city: 'Bhuj' });
    expect(JSON.stringify(list.json())).not.toContain('Mumbai');

    // The office sees it with the approved texts it would replace; the admin profile carries it too.
    expect(await revisionOf(her)).toMatchObject({
      status: 'pending',
      fields: { about: 'I now teach in Mumbai.', city: 'Mumbai' },
      current: { about: 'I teach at the school in Bhuj.', city: 'Bhuj' },
      profile: { first_name: 'Sana' },
      decided_by: null,
    });
    const adminList = await as('GET', '/api/admin/profiles?status=approved&per_page=100');
    const adminProfile = adminList.json().data.find((p: { id: string }) => p.id === her.profile.id);
    expect(adminProfile.pending_revision.fields).toEqual({ about: 'I now teach in Mumbai.', city: 'Mumbai' });
  });

  it('merges a second change into the pending one (a new id), and a text sent back leaves it', async () => {
    const { her } = await pair();
    await update(her, { about: 'First change.' });
    const first = await revisionOf(her);
    await update(her, { occupation: 'Principal', city: 'Bhuj' }); // city unchanged: nothing to wait for
    const merged = await revisionOf(her);
    expect(merged?.fields).toEqual({ about: 'First change.', occupation: 'Principal' });
    expect(merged?.id).not.toBe(first?.id);
    expect((await queue()).data.filter((r) => r.profile.id === her.profile.id)).toHaveLength(1);
    // The office acting on what it saw before the family changed it finds nothing.
    expect((await as('POST', `/api/admin/revisions/${first!.id}/approve`)).statusCode).toBe(404);

    // The same texts again change nothing (same id); the approved text again takes the field out.
    await update(her, { about: 'First change.', occupation: 'Principal' });
    expect((await revisionOf(her))?.id).toBe(merged?.id);
    await update(her, { about: 'I teach at the school in Bhuj.' });
    expect((await own(her)).pending_revision.fields).toEqual({ occupation: 'Principal' });
    const back = await update(her, { occupation: 'Teacher' });
    expect(back.pending_revision).toBeNull();
    expect(await revisionOf(her)).toBeUndefined();
  });

  it('approved: everyone reads the new text, the family is told in its language, the audit log has it', async () => {
    const { her, him } = await pair();
    await call(her.user, 'POST', '/api/auth/preferences', { language: 'gu' });
    await update(her, { about: 'I now teach in Mumbai.', city: 'Mumbai', community: 'halai_memon' });
    const revision = (await revisionOf(her))!;

    const dashboard = async () =>
      (await as('GET', '/api/admin/dashboard')).json().pending_revisions as number;
    const waiting = await dashboard();
    expect(waiting).toBeGreaterThan(0);
    const ok = await as('POST', `/api/admin/revisions/${revision.id}/approve`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await dashboard()).toBe(waiting - 1);
    expect(ok.json()).toMatchObject({ status: 'approved', current: null, decided_by: { name: 'Office' } });
    expect(await own(her)).toMatchObject({
      about: 'I now teach in Mumbai.',
      city: 'Mumbai',
      community: 'halai_memon',
      pending_revision: null,
    });
    expect(await seenBy(him, her)).toMatchObject({ about: 'I now teach in Mumbai.', city: 'Mumbai' });
    expect(await cardIn(him, her, '&city=Mumbai')).toMatchObject({ city: 'Mumbai' });

    const told = (await notificationsOf(her.user)).filter((n) => n.type === 'profile.revision_approved');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      profile_id: her.profile.id,
      data: { type: 'profile', id: her.profile.id },
      title: 'પ્રોફાઇલના ફેરફાર મંજૂર થયા',
    });
    expect(told[0]!.body).toContain('Sana Memon');
    const audit = await latestAudit(t, admin, her.profile.id);
    expect(audit).toMatchObject({
      action: 'profile.revision_approve',
      entity_type: 'profile',
      actor: { name: 'Office' },
      before: {
        revision_id: revision.id,
        about: 'I teach at the school in Bhuj.',
        city: 'Bhuj',
        community: null,
      },
      after: {
        revision_id: revision.id,
        about: 'I now teach in Mumbai.',
        city: 'Mumbai',
        community: 'halai_memon',
      },
    });

    // Approving again changes nothing and records nothing; rejecting now is a conflict.
    expect((await as('POST', `/api/admin/revisions/${revision.id}/approve`)).json().status).toBe('approved');
    expect((await latestAudit(t, admin, her.profile.id)).created_at).toBe(audit.created_at);
    const late = await as('POST', `/api/admin/revisions/${revision.id}/reject`, { reason: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The office already decided on this change.');
    expect((await revisionOf(her, '?status=approved'))?.id).toBe(revision.id);
    expect(await revisionOf(her)).toBeUndefined();
  });

  it('rejected with a reason: the family is told, others keep the approved text, nothing waits', async () => {
    const { her, him } = await pair();
    await update(her, { about: 'Changed text.' });
    const revision = (await revisionOf(her))!;
    const no = await as('POST', `/api/admin/revisions/${revision.id}/reject`, {
      reason: '  Please write about the person, not the family business.  ',
    });
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json()).toMatchObject({
      status: 'rejected',
      reason: 'Please write about the person, not the family business.',
    });
    expect(await own(her)).toMatchObject({ about: 'I teach at the school in Bhuj.', pending_revision: null });
    expect(await seenBy(him, her)).toMatchObject({ about: 'I teach at the school in Bhuj.' });
    const told = (await notificationsOf(her.user)).filter((n) => n.type === 'profile.revision_rejected');
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('Profile changes not approved');
    expect(told[0]!.body).toContain('Please write about the person, not the family business.');
    expect(await latestAudit(t, admin, her.profile.id)).toMatchObject({
      action: 'profile.revision_reject',
      before: { about: 'I teach at the school in Bhuj.' },
      after: {
        rejected: { about: 'Changed text.' },
        reason: 'Please write about the person, not the family business.',
      },
    });
    expect(await revisionOf(her)).toBeUndefined();
    expect(await revisionOf(her, '?status=rejected')).toMatchObject({ id: revision.id, current: null });
    // A new change waits again, as a new revision.
    await update(her, { about: 'Another try.' });
    expect((await revisionOf(her))?.id).not.toBe(revision.id);
    // The family's data export has both, without who decided.
    const exported = (await call(her.user, 'GET', '/api/account/export')).json();
    expect(exported.profile_revisions).toEqual([
      expect.objectContaining({ id: revision.id, status: 'rejected', fields: { about: 'Changed text.' } }),
      expect.objectContaining({ status: 'pending', fields: { about: 'Another try.' } }),
    ]);
    expect(exported.profile_revisions[0]).not.toHaveProperty('decided_by_user_id');
  });

  it('refuses non-admins (403), anonymous callers (401), a bad reason or status (422), unknown ids (404)', async () => {
    const { her, him } = await pair();
    await update(her, { about: 'Waiting.' });
    const { id } = (await revisionOf(her))!;
    for (const [method, url, payload] of [
      ['GET', '/api/admin/revisions', undefined],
      ['POST', `/api/admin/revisions/${id}/approve`, undefined],
      ['POST', `/api/admin/revisions/${id}/reject`, { reason: 'no' }],
    ] as const) {
      for (const who of [her, him]) expect((await call(who.user, method, url, payload)).statusCode).toBe(403);
      expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    }
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await as('POST', `/api/admin/revisions/${id}/reject`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors.reason).toBeDefined();
    }
    expect((await as('GET', '/api/admin/revisions?status=lost')).statusCode).toBe(422);
    expect(
      (await as('POST', '/api/admin/revisions/7c9e6679-7425-40de-944b-e07fc1f90ae7/approve')).statusCode,
    ).toBe(404);
    expect((await as('POST', '/api/admin/revisions/not-a-uuid/approve')).statusCode).toBe(404);
    expect((await own(her)).pending_revision.fields).toEqual({ about: 'Waiting.' });
  });

  it('lists pending ones oldest first across pages, the status kept in next_page_url', async () => {
    const a = await member(t, { first_name: 'Amina' });
    const b = await member(t, { first_name: 'Bushra' });
    const c = await member(t, { first_name: 'Fatima' });
    for (const who of [a, b, c])
      await update(who, { about: `New text of ${String(who.profile.first_name)}.` });
    const mine = (items: Revision[]) =>
      items
        .filter((r) => [a, b, c].some((w) => w.profile.id === r.profile.id))
        .map((r) => r.profile.first_name);
    const all: Revision[] = [];
    let page = await queue('?per_page=2');
    all.push(...page.data);
    while (page.next_page_url) {
      expect(page.next_page_url).toContain('status=pending');
      const res = await as('GET', local(page.next_page_url));
      page = res.json();
      all.push(...page.data);
    }
    expect(mine(all)).toEqual(['Amina', 'Bushra', 'Fatima']);
  });
});

describe('profiles that are not approved, and fields that are not free texts', () => {
  it('a draft or a pending profile changes at once; a name change sends the waiting texts along for review', async () => {
    const user = await createUser(t);
    const draft = await newProfile(t, user, { about: 'Draft text.' });
    const changed = await call(user, 'POST', `${M}/update-profile/${draft.id}`, { about: 'New draft text.' });
    expect(changed.json()).toMatchObject({ about: 'New draft text.', pending_revision: null });

    const { her } = await pair();
    await update(her, { about: 'Waiting text.', marital_status: 'divorced' });
    expect(await own(her)).toMatchObject({
      marital_status: 'divorced',
      about: 'I teach at the school in Bhuj.',
    });
    // A new name clears the approval: the profile goes back to the office whole, with its texts.
    const renamed = await update(her, { last_name: 'Shaikh', occupation: 'Principal' });
    expect(renamed).toMatchObject({
      status: 'pending',
      approved_on: null,
      last_name: 'Shaikh',
      about: 'Waiting text.',
      occupation: 'Principal',
      pending_revision: null,
    });
    expect(await revisionOf(her)).toBeUndefined();
  });
});

describe('contact details in free texts', () => {
  const refused = async (who: Member, body: Record<string, string>, lang?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${M}/update-profile/${who.profile.id}`,
      headers: { ...who.user.headers, ...(lang ? { 'accept-language': lang } : {}) },
      payload: body,
    });
    expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(422);
    expect(res.json().code).toBe('contact_in_text');
    expect(Object.keys(res.json().errors).sort()).toEqual(Object.keys(body).sort());
    return res.json();
  };

  it.each([
    ['about', 'Call me on 98765 43210'],
    ['about', 'ફોન ૯૮૭૬૫ ૪૩૨૧૦'],
    ['about', 'फ़ोन ९८७६५४३२१०'],
    ['about', 'فون ٩٨٧٦٥٤٣٢١٠'],
    ['about', 'فون ۹۸۷۶۵۴۳۲۱۰'],
    ['about', 'nine eight seven six five four three two one zero'],
    ['about', 'નવ આઠ સાત છ પાંચ ચાર ત્રણ બે એક શૂન્ય'],
    ['about', 'नौ आठ सात छह पाँच चार तीन दो एक शून्य'],
    ['about', 'نو آٹھ سات چھ پانچ چار تین دو ایک صفر'],
    ['occupation', 'Tailor, +91 98765-43210'],
    ['city', 'Bhuj wa.me/919876543210'],
    ['education', 'BSc, mail priya at gmail dot com'],
    ['native_place', 'insta: priya_22'],
    ['state', 'Gujarat @priyashah'],
    ['mother_tongue', 'https://example.org'],
    ['country', 'India t.me/priya'],
    ['last_name', 'Shah 9876543210'],
  ])('%s: %s is refused, 422 on the field, and nothing changes', async (field, text) => {
    const { her } = await pair();
    await refused(her, { [field]: text });
    expect((await own(her)).pending_revision).toBeNull();
  });

  it('on create and on a draft too, on each field at once, in the reader’s language', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `${M}/create-profile`,
      headers: { ...user.headers, 'accept-language': 'gu' },
      payload: {
        first_name: 'Asha',
        last_name: 'Shah',
        gender: 'female',
        date_of_birth: '1998-05-12',
        marital_status: 'never_married',
        relation: 'self',
        about: 'whatsapp me priya_22',
        city: '૯૮૭૬૫ ૪૩૨૧૦',
      },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('contact_in_text');
    expect(Object.keys(res.json().errors).sort()).toEqual(['about', 'city']);
    expect(res.json().errors.about[0]).toContain('અહીં સંપર્કની વિગતો લખી શકાતી નથી');
    const draft = await newProfile(t, user);
    const urdu = await t.app.inject({
      method: 'POST',
      url: `${M}/update-profile/${draft.id}`,
      headers: { ...user.headers, 'accept-language': 'ur' },
      payload: { about: 'priya@example.com' },
    });
    expect(urdu.statusCode).toBe(422);
    expect(urdu.json().errors.about[0]).toContain('رابطے کی تفصیلات');
  });

  it('ordinary texts pass: heights, years, degrees, amounts, an address with its house number', async () => {
    const { her } = await pair();
    const body = {
      about:
        'Height 5\'8", born 1998, BSc (2015-2019), M.Com. Salary ₹12,00,000 a year. 2 brothers, 1 sister.',
      education: 'B.Com, M.Tech, Ph.D',
      occupation: 'Works at TCS since 2018',
      city: 'Ahmedabad 380007',
      native_place: 'B-402, Shanti Apartments, Paldi',
    };
    const answer = await update(her, body);
    expect(answer.pending_revision.fields).toEqual(body);
  });
});
