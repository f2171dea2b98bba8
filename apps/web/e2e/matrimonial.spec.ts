import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshots } from './a11y.ts';
import { DEMO_ADMIN, loginWithPassword, proveMobile } from './auth-helpers.ts';
import { fillDateOfBirth } from './profile-form-helpers.ts';
import { openSearchFilters } from './search-panel.ts';

// Three fresh families. Imran (A) creates his profile in the UI, and one for his son that the office
// rejects; Sana's family (B) keeps two profiles; a third family (C) only sends an interest. Every
// matrimonial screen is checked with axe (colour contrast included) in each state it has: profile
// pending, rejected and approved; interests sent, received, accepted, declined and withdrawn; empty
// lists; the family's view; the notifications that reach the other family's bell.

const PASSWORD = 'E2e-matrimonial-pass-42';

interface Family {
  mobile: string;
  e164: string;
  first: string;
  last: string;
  token: string;
}

async function register(request: APIRequestContext, mobile: string, name: string): Promise<string> {
  const answer = await request.post('/api/auth/register', {
    data: {
      name,
      mobile,
      email: `${mobile}@e2e.example`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { token } = (await answer.json()) as { token: string };
  await proveMobile(request, token, mobile);
  return token;
}

async function logInInUi(browser: Browser, mobile: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login?redirect=/matrimonial');
  await loginWithPassword(page, mobile, PASSWORD);
  return page;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function createProfileApi(
  request: APIRequestContext,
  token: string,
  profile: { first: string; last: string; gender: 'male' | 'female'; dob: string; relation: string },
): Promise<string> {
  const answer = await request.post('/api/matrimonial/create-profile', {
    headers: auth(token),
    data: {
      first_name: profile.first,
      last_name: profile.last,
      gender: profile.gender,
      date_of_birth: profile.dob,
      marital_status: 'never_married',
      relation: profile.relation,
      city: 'Surat',
      occupation: 'Teacher',
      has_job: true,
      // The completeness minimum: a picture, or the family's choice not to show one.
      no_picture: true,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  // A new profile is a draft until it is sent for approval.
  const sent = await request.post(`/api/matrimonial/${id}/submit`, { headers: auth(token) });
  expect(sent.ok(), await sent.text()).toBe(true);
  return id;
}

async function createProfileInUi(
  page: Page,
  profile: { first: string; last: string; gender: 'male' | 'female'; dob: string; city: string },
): Promise<string> {
  // No profile yet: the area's welcome is the guided path of a first profile (decision 063).
  await expect(page).toHaveURL(/\/matrimonial\/profile-steps\?new=1$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to matrimonial matching' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Myself' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const form = page.getByRole('form', { name: 'New profile' });
  await form.getByLabel('First name').fill(profile.first);
  await form.getByLabel('Last name').fill(profile.last);
  await form.getByLabel('Gender').selectOption(profile.gender);
  await fillDateOfBirth(form, profile.dob);
  await form.getByLabel('This profile is for').selectOption('self');
  await form.getByLabel('Has a job').selectOption('yes');
  await form.getByLabel('Occupation').fill('Accountant');
  // The city box offers the places list (decision 063): a town typed out in full is that place.
  await form.getByRole('combobox', { name: 'City', exact: true }).fill(profile.city);
  await form.getByRole('combobox', { name: 'City', exact: true }).press('Escape');
  const created = page.waitForResponse(
    (response) => response.url().includes('/api/matrimonial/create-profile') && response.status() === 201,
  );
  await form.getByRole('button', { name: 'Create profile' }).click();
  const { id } = (await (await created).json()) as { id: string };
  // The path goes on to the preferences; this journey adds its pictures on the pictures page, which
  // says whose pictures they are, and has a way out.
  await expect(page.getByRole('heading', { level: 2, name: 'Partner preferences' })).toBeVisible();
  await page.goto('/matrimonial/profile-pictures');
  await expect(
    page.getByRole('heading', { level: 1, name: `Pictures of ${profile.first} ${profile.last}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Done' }).first()).toBeVisible();
  return id;
}

// One admin login for the whole file: every password login counts against the number's limit
// (RATE_LIMITS.login.mobile), and the server runs for every spec of the run (and a retry).
let cachedAdminToken: string | undefined;
async function adminToken(request: APIRequestContext): Promise<string> {
  if (cachedAdminToken) return cachedAdminToken;
  const login = await request.post('/api/auth/login', {
    data: { mobile: DEMO_ADMIN.mobile, password: DEMO_ADMIN.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  cachedAdminToken = ((await login.json()) as { token: string }).token;
  return cachedAdminToken;
}

async function review(request: APIRequestContext, id: string, reason?: string) {
  const token = await adminToken(request);
  const answer = await request.post(`/api/admin/profiles/${id}/${reason ? 'reject' : 'approve'}`, {
    headers: auth(token),
    ...(reason ? { data: { reason } } : {}),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function sendInterestApi(request: APIRequestContext, token: string, to: string): Promise<string> {
  const answer = await request.post(`/api/matrimonial/send-interest/${to}`, {
    headers: auth(token),
    data: { message: 'Our family would like to know yours.' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

async function setActiveApi(request: APIRequestContext, token: string, id: string) {
  const answer = await request.get(`/api/matrimonial/set-default-profile/${id}`, { headers: auth(token) });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** A portrait PNG (300 x 400): a light head near the top of a dark frame, as a phone picture would be. */
function portraitPng(): Buffer {
  const width = 300;
  const height = 400;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const head = (x - 150) ** 2 + (y - 110) ** 2 < 70 ** 2;
      const [r, g, b] = head ? [235, 200, 170] : y < 200 ? [60, 90, 140] : [30, 40, 60];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** axe on the page as it is, after its main heading shows. */
async function check(page: Page, heading: string | RegExp, shot?: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  if (shot) await screenshots(page, `matrimonial-${shot}`);
}

async function expectBell(page: Page, unread: number) {
  const name = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
}

test('three families: every screen and state with axe, the family view, notifications, interests and contact', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const stamp = String(Date.now()).slice(-5);
  const next = (n: number) => String((Number(stamp) + n) % 100_000).padStart(5, '0');
  const people = {
    a: { mobile: `98764${stamp}`, first: 'Imran', last: `Testgroom${stamp}` },
    b: { mobile: `98764${next(1)}`, first: 'Sana', last: `Testbride${stamp}` },
    c: { mobile: `98764${next(2)}`, first: 'Zoya', last: `Testthird${stamp}` },
  };
  const family = async (p: { mobile: string; first: string; last: string }): Promise<Family> => ({
    ...p,
    e164: `+91${p.mobile}`,
    token: await register(request, p.mobile, `${p.first} ${p.last}`),
  });
  const a = await family(people.a);
  const b = await family(people.b);
  const c = await family(people.c);

  // --- A: welcome, a new profile waiting for approval, every screen it opens. ---
  const pageA = await logInInUi(browser, a.mobile);
  await check(pageA, 'Welcome to matrimonial matching', 'welcome');
  await expect(
    pageA.getByText(/^Create a profile .*Your mobile number stays private.*Your email is never shown\.$/),
  ).toBeVisible();
  const a1 = await createProfileInUi(pageA, {
    first: a.first,
    last: a.last,
    gender: 'male',
    dob: '1994-03-10',
    city: 'Mumbai',
  });
  await check(pageA, `Pictures of ${a.first} ${a.last}`);
  await pageA.locator('input[type="file"]').setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: portraitPng(),
  });
  await pageA.getByRole('button', { name: 'Upload' }).click();
  await expect(pageA.getByRole('img', { name: `Picture 1 of ${a.first}` })).toBeVisible();
  await check(pageA, `Pictures of ${a.first} ${a.last}`, 'pictures');
  // With a picture the draft meets the minimum: it goes for approval.
  await pageA.getByRole('button', { name: 'Send for approval' }).click();
  await expect(pageA.getByText(`The profile of ${a.first} is sent for approval.`)).toBeVisible();
  await pageA.getByRole('link', { name: 'Done' }).first().click();

  await check(pageA, 'Matrimonial dashboard', 'dashboard-pending');
  await expect(pageA.getByText('Waiting for approval').first()).toBeVisible();
  await pageA.goto('/matrimonial/profile-pending-approval');
  await check(pageA, 'Profile approval', 'approval-pending');
  await expect(pageA.getByText(`${a.first} ${a.last} is waiting for approval`)).toBeVisible();
  await pageA.goto('/matrimonial/view-my-profile');
  await check(pageA, 'My profile');
  // Own pictures show, cropped from the top, and open whole in a dialog.
  await pageA.getByRole('button', { name: `Open picture 1 of ${a.first} larger` }).click();
  const dialog = pageA.getByRole('dialog', { name: `Picture 1 of ${a.first}` });
  await expect(dialog.getByRole('img', { name: `Picture 1 of ${a.first}` })).toBeVisible();
  await expectNoSeriousA11yViolations(pageA);
  await screenshots(pageA, 'matrimonial-picture-dialog');
  await pageA.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await pageA.goto('/matrimonial/profile-edit');
  await check(pageA, 'Edit profile');
  await expect(
    pageA.getByText('Changing the name, gender or date of birth needs a new approval'),
  ).toBeVisible();

  // Before approval, search is closed: the approval page explains why.
  await pageA.goto('/matrimonial/search-profile');
  await expect(pageA).toHaveURL(/\/matrimonial\/profile-pending-approval$/);

  // --- A's son: a second profile, which the office does not approve. ---
  const son = { first: 'Bilal', last: `Testson${stamp}` };
  const a2 = await createProfileApi(request, a.token, {
    ...son,
    gender: 'male',
    dob: '2000-01-15',
    relation: 'son',
  });
  const reason = 'The date of birth does not match the certificate.';
  await review(request, a2, reason);

  // The family's view: both profiles on the dashboard and on My profiles, the son's reason included.
  await pageA.goto('/matrimonial');
  const familySection = pageA.getByRole('region', { name: "Your family's profiles" });
  const sonCard = familySection.getByRole('listitem').filter({ hasText: `${son.first} ${son.last}` });
  await expect(sonCard.getByText('Not approved')).toBeVisible();
  await expect(sonCard.getByText(reason)).toBeVisible();
  // The rejection, and the reminder to ask Bilal's own consent (his profile was made by his father).
  await expect(sonCard.getByText('2 unread notifications')).toBeVisible();
  await check(pageA, 'Matrimonial dashboard', 'family-dashboard');
  await pageA.goto('/matrimonial/user-profiles');
  await check(pageA, 'My profiles', 'my-profiles');
  await expect(pageA.getByText(reason)).toBeVisible();
  await expect(pageA.locator('main img').first()).toBeVisible();
  // One tap opens the son's profile to correct it: he becomes the active profile.
  await pageA.getByRole('link', { name: `Correct the profile of ${son.first} ${son.last}` }).click();
  await expect(pageA).toHaveURL(/\/matrimonial\/profile-edit$/);
  await expect(pageA.getByRole('form', { name: 'Edit profile' }).getByLabel('First name')).toHaveValue(
    son.first,
  );
  await check(pageA, 'Edit profile');
  await pageA.goto('/matrimonial/profile-pending-approval');
  await expect(pageA.getByText(`${son.first} ${son.last} was not approved`)).toBeVisible();
  await check(pageA, 'Profile approval', 'approval-rejected');
  await pageA.goto('/matrimonial');
  await expect(pageA.getByRole('alert', { name: `${son.first} ${son.last} was not approved` })).toContainText(
    reason,
  );
  await check(pageA, 'Matrimonial dashboard', 'dashboard-rejected');
  // Back to Imran's own profile.
  await pageA.goto('/matrimonial/user-profiles');
  await pageA.getByRole('link', { name: `Open the profile of ${a.first} ${a.last}` }).click();
  await expect(pageA.getByRole('heading', { level: 2, name: `${a.first} ${a.last}` })).toBeVisible();

  // --- B: two profiles, Sana's (made in the UI) and her sister's. C: one profile. ---
  const pageB = await logInInUi(browser, b.mobile);
  const b1 = await createProfileInUi(pageB, {
    first: b.first,
    last: b.last,
    gender: 'female',
    dob: '1996-08-20',
    city: 'Pune',
  });
  // Sana shows no picture: her stated choice meets the minimum instead.
  await pageB.getByRole('checkbox', { name: 'I prefer not to show a picture' }).check();
  await expect(pageB.getByRole('button', { name: 'Send for approval' })).toBeEnabled();
  await pageB.getByRole('button', { name: 'Send for approval' }).click();
  await expect(pageB.getByText(`The profile of ${b.first} is sent for approval.`)).toBeVisible();
  const sister = { first: 'Hina', last: `Testsister${stamp}` };
  const b2 = await createProfileApi(request, b.token, {
    ...sister,
    gender: 'female',
    dob: '1998-02-02',
    relation: 'sister',
  });
  const c1 = await createProfileApi(request, c.token, {
    first: c.first,
    last: c.last,
    gender: 'female',
    dob: '1997-07-07',
    relation: 'self',
  });
  for (const id of [a1, b1, b2, c1]) await review(request, id);

  // --- A approved: the dashboard, and every list while still empty. ---
  await pageA.goto('/matrimonial');
  await check(pageA, 'Matrimonial dashboard', 'dashboard-approved');
  for (const [path, title] of [
    ['profiles/interested-in-me', 'Interested in me'],
    ['profiles/interests-sent-by-me', 'Interests I sent'],
    ['profiles/my-viewers', 'Who viewed me'],
    ['profiles/viewed-by-me', 'Profiles I viewed'],
    ['blocked-profiles', 'Blocked profiles'],
  ] as const) {
    await pageA.goto(`/matrimonial/${path}`);
    await expect(pageA.locator('main').getByText(/yet|not blocked/)).toBeVisible();
    await check(pageA, title, path === 'profiles/interested-in-me' ? 'list-empty' : undefined);
  }
  await pageA.goto('/matrimonial/profile-pending-approval');
  await check(pageA, 'Profile approval');

  // --- B reads the approvals, marks all read; the sister's profile is made active. ---
  await pageB.goto('/notifications');
  await expect(pageB.getByRole('listitem').filter({ hasText: 'Profile approved' })).toHaveCount(2);
  await check(pageB, 'Notifications', 'notifications-read-before');
  await pageB.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(pageB.getByText('New', { exact: true })).toHaveCount(0);
  await expectBell(pageB, 0);
  await setActiveApi(request, b.token, b2);

  // --- A finds Sana and sends an interest. ---
  await pageA.goto('/matrimonial/search-profile');
  await expect(pageA.getByRole('heading', { level: 1, name: 'Search matches' })).toBeVisible();
  // The filters: a panel beside the matches at 1280 px, a sheet on a phone (decision 063).
  const { filters, applied } = await openSearchFilters(pageA);
  await filters.getByLabel('Marital status').selectOption('any');
  await filters.getByLabel('Working').selectOption('yes');
  await filters.getByLabel('Age from').fill('18');
  await filters.getByLabel('Age to').fill('100');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await applied();
  const findCard = async (name: string) => {
    const link = pageA.getByRole('link', { name });
    const more = pageA.getByRole('button', { name: 'Show more' });
    for (let i = 0; i < 20 && !(await link.isVisible()); i += 1) {
      await expect(pageA.getByRole('article').first()).toBeVisible();
      if (await link.isVisible()) break;
      if (!(await more.isVisible())) break;
      await more.click();
    }
    await expect(link).toBeVisible();
    return pageA.getByRole('article').filter({ has: link });
  };
  const sanaCard = await findCard(`${b.first} ${b.last}`);
  await expect(sanaCard.getByText(/interest/i)).toHaveCount(0);
  await check(pageA, 'Search matches', 'search');
  await sanaCard.getByRole('link', { name: `${b.first} ${b.last}` }).click();

  await check(pageA, `${b.first} ${b.last}`, 'view-profile');
  await expect(
    pageA.getByText('The mobile number is shown only after an interest between you is accepted.'),
  ).toBeVisible();
  await expect(pageA.locator('a[href^="tel:"], a[href*="wa.me"]')).toHaveCount(0);
  await expect(pageA.locator('body')).not.toContainText(b.mobile);

  await pageA.getByRole('link', { name: 'Send interest' }).click();
  await check(pageA, 'Send interest');
  await pageA.getByLabel('Message (optional)').fill('Assalamu alaikum, our family would like to know yours.');
  await pageA.getByRole('button', { name: 'Send interest' }).click();
  await expect(pageA).toHaveURL(/\/matrimonial\/profiles\/interests-sent-by-me$/);
  const sentCard = pageA.getByRole('article').filter({ hasText: `${b.first} ${b.last}` });
  await expect(sentCard.getByText('Waiting for an answer')).toBeVisible();
  await expect(sentCard.locator('a[href^="tel:"]')).toHaveCount(0);
  await check(pageA, 'Interests I sent', 'sent-pending');

  // The search card now says the interest was sent.
  await pageA.goto('/matrimonial/search-profile');
  const sentSearchCard = await findCard(`${b.first} ${b.last}`);
  await expect(sentSearchCard.getByText('You sent an interest')).toBeVisible();
  await check(pageA, 'Search matches', 'search-interest-sent');

  // --- B: the bell counts the interest; opening it switches to Sana's profile and shows the interest. ---
  await pageB.goto('/');
  await expectBell(pageB, 1);
  await pageB.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' }).click();
  const item = pageB.getByRole('listitem').filter({ hasText: 'New interest' });
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  await check(pageB, 'Notifications', 'notifications');
  // On a phone too: the bell stays in the header beside the menu.
  await pageB.setViewportSize({ width: 390, height: 844 });
  await expectBell(pageB, 1);
  await expectNoSeriousA11yViolations(pageB);
  await pageB.setViewportSize({ width: 1280, height: 720 });
  await item.getByRole('link').click();
  await expect(pageB).toHaveURL(/\/matrimonial\/reply-interest-to-profile\/[0-9a-f-]+$/);
  await expect(pageB.getByText('Assalamu alaikum, our family would like to know yours.')).toBeVisible();
  await check(pageB, 'Reply to interest', 'reply');
  await expectBell(pageB, 0);
  const activeB = await (await request.get('/api/matrimonial/user', { headers: auth(b.token) })).json();
  expect(
    (activeB as { profiles: { id: string; is_last_selected: boolean }[] }).profiles.find(
      (p) => p.is_last_selected,
    )?.id,
  ).toBe(b1);

  await pageB.goto('/matrimonial/profiles/interested-in-me');
  const receivedCard = pageB.getByRole('article').filter({ hasText: `${a.first} ${a.last}` });
  await expect(receivedCard.getByText('Waiting for an answer')).toBeVisible();
  await expect(pageB.locator('body')).not.toContainText(a.mobile);
  await check(pageB, 'Interested in me', 'received-pending');
  await receivedCard.getByRole('link', { name: `Reply to ${a.first}` }).click();
  await pageB.getByRole('button', { name: 'Accept' }).click();
  await expect(pageB).toHaveURL(/\/matrimonial\/profiles\/interested-in-me$/);
  const accepted = pageB.getByRole('article').filter({ hasText: `${a.first} ${a.last}` });
  await expect(accepted.getByText('Accepted')).toBeVisible();
  await expect(accepted.locator(`a[href="tel:${a.e164}"]`)).toBeVisible();
  await expect(accepted.locator(`a[href="https://wa.me/91${a.mobile}"]`)).toBeVisible();
  await expect(
    accepted.getByText(`The mobile number of ${a.first} ${a.last}, who holds the account`),
  ).toBeVisible();
  await check(pageB, 'Interested in me', 'received-accepted');

  // --- A: the number, as the account holder's, with the dialler and WhatsApp. ---
  await pageA.goto('/matrimonial/profiles/interests-sent-by-me');
  const nowAccepted = pageA.getByRole('article').filter({ hasText: `${b.first} ${b.last}` });
  await expect(nowAccepted.getByText('Accepted')).toBeVisible();
  await expect(nowAccepted.locator(`a[href="tel:${b.e164}"]`)).toBeVisible();
  await check(pageA, 'Interests I sent', 'sent-accepted');
  await nowAccepted.getByRole('link', { name: `${b.first} ${b.last}`, exact: true }).click();
  const contact = pageA.getByRole('region', { name: 'Contact' });
  await expect(
    contact.getByText(
      `The mobile number of ${b.first} ${b.last}, who holds the account that keeps this profile.`,
    ),
  ).toBeVisible();
  await expect(contact.getByRole('link', { name: `Call ${b.first} ${b.last} on ${b.e164}` })).toHaveAttribute(
    'href',
    `tel:${b.e164}`,
  );
  await expect(
    contact.getByRole('link', { name: `Message ${b.first} ${b.last} on WhatsApp, ${b.e164}` }),
  ).toHaveAttribute('href', `https://wa.me/91${b.mobile}`);
  await check(pageA, `${b.first} ${b.last}`, 'contact');

  // --- Withdrawn: A's interest to the sister, taken back. ---
  await sendInterestApi(request, a.token, b2);
  await pageA.goto('/matrimonial/profiles/interests-sent-by-me');
  await pageA.getByRole('button', { name: `Withdraw the interest sent to ${sister.first}` }).click();
  const confirm = pageA.getByRole('dialog', { name: 'Withdraw this interest?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(pageA);
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  const withdrawn = pageA.getByRole('article').filter({ hasText: `${sister.first} ${sister.last}` });
  await expect(withdrawn.getByText('Withdrawn')).toBeVisible();
  await check(pageA, 'Interests I sent', 'sent-withdrawn');

  // --- Declined: C's interest to A, declined. ---
  await sendInterestApi(request, c.token, a1);
  await pageA.goto('/matrimonial');
  await expect(pageA.getByRole('link', { name: '1 interest waiting for your answer' })).toBeVisible();
  await pageA.goto('/matrimonial/profiles/interested-in-me');
  const fromC = pageA.getByRole('article').filter({ hasText: `${c.first} ${c.last}` });
  await fromC.getByRole('link', { name: `Reply to ${c.first}` }).click();
  await check(pageA, 'Reply to interest');
  await pageA.getByRole('button', { name: 'Decline' }).click();
  await pageA
    .getByRole('dialog', { name: `Decline the interest of ${c.first}?` })
    .getByRole('button', { name: 'Decline' })
    .click();
  await expect(pageA).toHaveURL(/\/matrimonial\/profiles\/interested-in-me$/);
  await expect(fromC.getByText('Declined')).toBeVisible();
  await check(pageA, 'Interested in me', 'received-declined');

  // A's notifications: the approval and the acceptance, the son's rejection.
  await pageA.goto('/notifications');
  await expect(pageA.getByRole('listitem').filter({ hasText: 'Interest accepted' })).toBeVisible();
  await expect(pageA.getByRole('listitem').filter({ hasText: 'Profile not approved' })).toBeVisible();
  await check(pageA, 'Notifications');
});
