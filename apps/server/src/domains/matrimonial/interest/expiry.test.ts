import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../context.ts';
import type { TestApp } from '../../../../test/support/app.ts';
import { buildMatrimonialTestApp, member as newMember } from '../../../../test/support/matrimonial.ts';
import { interests, notifications } from '../../../db/schema/index.ts';
import { expireInterests, remindInterests } from './expiry.ts';
import { interestsSentSince } from '../repository.ts';
import { JOBS, runJob } from '../../../scheduler.ts';

/** No ghosting: expiry after INTEREST_EXPIRY_DAYS, one reminder after INTEREST_REMINDER_DAYS, resend, reasons. */

let t: TestApp;
const M = '/api/matrimonial';
const DAY = 86_400_000;
beforeAll(async () => {
  t = await buildMatrimonialTestApp();
});
afterAll(() => t.close());
/** An approved member (stating no picture, which approval asks for). */
const member = (tt: TestApp, body: Record<string, unknown> = {}) =>
  newMember(tt, { no_picture: true, ...body });

type Member = Awaited<ReturnType<typeof member>>;
const send = (from: Member, to: Member, message = 'Salaam from our family') =>
  t.app.inject({
    method: 'POST',
    url: `${M}/send-interest/${to.profile.id}`,
    headers: from.user.headers,
    payload: { message },
  });
const reply = (who: Member, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${M}/reply-interest/${id}`, headers: who.user.headers, payload });
const list = async (who: Member, path: 'interests-sent-by-me' | 'interested-in-me') =>
  (await t.app.inject({ method: 'GET', url: `${M}/profiles/${path}`, headers: who.user.headers })).json()
    .data as {
    id: string;
    status: string;
    decline_reason: string | null;
    message: string | null;
  }[];
const notesOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
/** Any call keeps the members' tokens in use (a token idle for 30 days ends). */
const touch = async (...who: Member[]) => {
  for (const w of who)
    await t.app.inject({ method: 'GET', url: '/api/matrimonial/user', headers: w.user.headers });
};

describe('the interest sweeps', () => {
  it('are steps of a scheduled job, expiry before reminders', () => {
    const steps = JOBS.find((j) => j.name === 'matrimonial sweeps')!.steps.map((s) => s.run);
    expect(steps.indexOf(expireInterests)).toBeGreaterThanOrEqual(0);
    expect(steps.indexOf(remindInterests)).toBeGreaterThan(steps.indexOf(expireInterests));
  });

  it('remind the receiver once after 7 days, expire after 30 and tell the sender; the sender may send again', async () => {
    const her = await member(t);
    const him = await member(t, { gender: 'male', first_name: 'Imran' });
    const sent = await send(her, him);
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as string;

    t.clock.advance(6 * DAY);
    expect(await remindInterests(contextOf(t.app.deps))).toBe(0);
    t.clock.advance(1 * DAY + 60_000);
    await runJob(
      t.app,
      JOBS.find((j) => j.name === 'matrimonial sweeps')!,
    );
    const reminders = (await notesOf(him.user.id)).filter((n) => n.type === 'interest.reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ profileId: him.profile.id, data: { type: 'interest', id } });
    expect(reminders[0]!.body).toContain('Asha');
    // Once only.
    t.clock.advance(DAY);
    expect(await remindInterests(contextOf(t.app.deps))).toBe(0);
    await touch(her, him);

    t.clock.advance(21 * DAY);
    expect(await expireInterests(contextOf(t.app.deps))).toBe(0);
    t.clock.advance(DAY);
    await runJob(
      t.app,
      JOBS.find((j) => j.name === 'matrimonial sweeps')!,
    );
    const expired = (await notesOf(her.user.id)).filter((n) => n.type === 'interest.expired');
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ profileId: her.profile.id, data: { type: 'interest_answered', id } });
    expect(expired[0]!.body).toContain('30 days');
    expect((await list(her, 'interests-sent-by-me'))[0]).toMatchObject({ id, status: 'expired' });
    expect((await list(him, 'interested-in-me'))[0]).toMatchObject({ id, status: 'expired' });

    // Too late to answer; the card counts it as none and the sender may send again (the row reused).
    const late = await reply(him, id, { reply: 'accepted' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This interest has expired.');
    const search = await t.app.inject({
      method: 'GET',
      url: `${M}/mm/filter-profile/${her.profile.id}`,
      headers: her.user.headers,
    });
    expect(search.statusCode, search.body).toBe(200);
    const card = (search.json().data as { id: string; interest_status: string }[]).find(
      (c) => c.id === him.profile.id,
    );
    expect(card?.interest_status).toBe('none');
    const again = await send(her, him, 'Trying once more');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({
      id,
      status: 'pending',
      message: 'Trying once more',
      answered_at: null,
    });
    expect(new Date(again.json().created_at).getTime()).toBe(t.clock.now().getTime());
    // A resend is reminded afresh later.
    t.clock.advance(7 * DAY + 60_000);
    expect(await remindInterests(contextOf(t.app.deps))).toBe(1);
  });

  it('expire an interest once when two sweeps run at the same moment', async () => {
    const her = await member(t);
    const him = await member(t, { gender: 'male' });
    expect((await send(her, him)).statusCode).toBe(201);
    t.clock.advance(31 * DAY);
    const due = await t.database.db.select().from(interests).where(eq(interests.status, 'pending'));
    const [a, b] = await Promise.all([
      expireInterests(contextOf(t.app.deps)),
      expireInterests(contextOf(t.app.deps)),
    ]);
    // Every due interest expired by exactly one of the two (earlier tests' resends are due too).
    expect(a + b).toBe(due.length);
    expect((await notesOf(her.user.id)).filter((n) => n.type === 'interest.expired')).toHaveLength(1);
  });

  it('count a resend after expiry in the week of INTERESTS_PER_WEEK', async () => {
    const her = await member(t);
    const him = await member(t, { gender: 'male' });
    expect((await send(her, him)).statusCode).toBe(201);
    t.clock.advance(8 * DAY);
    await touch(her);
    t.clock.advance(23 * DAY);
    await expireInterests(contextOf(t.app.deps));
    const weekAgo = () => new Date(t.clock.now().getTime() - 7 * DAY);
    expect((await interestsSentSince(t.database.db, her.user.id, weekAgo())).count).toBe(0);
    expect((await send(her, him)).statusCode).toBe(201);
    expect((await interestsSentSince(t.database.db, her.user.id, weekAgo())).count).toBe(1);
  });
});

describe('declining with a polite reason', () => {
  it('keeps the reason from the list and tells the sender in their language', async () => {
    const her = await member(t);
    const him = await member(t, { gender: 'male' });
    const id = (await send(her, him)).json().id as string;
    const res = await reply(him, id, { reply: 'declined', reason: 'family_decision' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined', decline_reason: 'family_decision' });
    expect((await list(her, 'interests-sent-by-me'))[0]).toMatchObject({ decline_reason: 'family_decision' });
    const note = (await notesOf(her.user.id)).find((n) => n.type === 'interest.declined');
    expect(note?.body).toBe(
      'Your interest for Asha was politely declined: the family has decided otherwise.',
    );
  });

  it('writes the reason in the sender account language', async () => {
    const her = await member(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/preferences',
      headers: her.user.headers,
      payload: { language: 'hi' },
    });
    const him = await member(t, { gender: 'male' });
    const id = (await send(her, him)).json().id as string;
    expect((await reply(him, id, { reply: 'declined', reason: 'not_ready' })).statusCode).toBe(200);
    const note = (await notesOf(her.user.id)).find((n) => n.type === 'interest.declined');
    expect(note?.body).toBe(
      'Asha के लिए आपकी दिलचस्पी को विनम्रता से मना किया गया है: वे अभी शादी के लिए तैयार नहीं हैं।',
    );
  });

  it('may give no reason; refuses one not on the list, or with an acceptance', async () => {
    const her = await member(t);
    const him = await member(t, { gender: 'male' });
    const id = (await send(her, him)).json().id as string;
    const bad = await reply(him, id, { reply: 'declined', reason: 'too_short' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.reason).toEqual(['Choose one of the reasons offered.']);
    const withAccept = await reply(him, id, { reply: 'accepted', reason: 'other' });
    expect(withAccept.statusCode).toBe(422);
    expect(withAccept.json().errors.reason).toEqual(['A reason goes only with a decline.']);
    const plain = await reply(him, id, { reply: 'declined' });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().decline_reason).toBeNull();
    const note = (await notesOf(her.user.id)).find((n) => n.type === 'interest.declined');
    expect(note?.body).toBe('Your interest for Asha was declined.');
  });
});
