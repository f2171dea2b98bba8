// The server in the account's or the request's language (decision 024), through HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../test/support/app.ts';
import { book, createHall, pay } from '../../test/support/bookings.ts';
import { buildMatrimonialTestApp, giveDevice, member } from '../../test/support/matrimonial.ts';
import type { LogPushSender } from '../domains/push/sender.ts';

let t: TestApp;
let hall: { id: string; name: string };

beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  t.clock.set('2030-01-15T00:00:00Z');
  hall = await createHall(t, { name: 'Main Hall' });
});
afterAll(() => t.close());

let ipCount = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.160.0.${++ipCount}` });

async function speaking(language: string) {
  const user = await createUser(t);
  const saved = await post('/api/auth/preferences', { language }, user.headers);
  expect(saved.statusCode).toBe(204);
  return user;
}

describe('error messages by Accept-Language', () => {
  it('answers a 422 in Gujarati, field messages (zod) included, and English without the header', async () => {
    const bad = { name: '', mobile: '12', password: 'short', password_confirmation: 'other' };
    const gu = await post('/api/auth/register', bad, { 'accept-language': 'gu-IN,gu;q=0.9,en;q=0.8' });
    expect(gu.statusCode).toBe(422);
    expect(gu.headers['content-language']).toBe('gu');
    expect(gu.headers.vary).toMatch(/Accept-Language/);
    const body = gu.json();
    expect(body.errors.name[0]).toBe('નામ ભરવું જરૂરી છે.');
    expect(body.errors.password).toContain('પાસવર્ડ ઓછામાં ઓછું 8 અક્ષરનું હોવું જોઈએ.');
    expect(body.message).toMatch(/^નામ ભરવું જરૂરી છે\. \(અને બીજી \d+ ભૂલો\)$/);
    expect(Object.keys(body.errors).sort()).toEqual(['mobile', 'name', 'password']);

    const en = await post('/api/auth/register', bad);
    expect(en.json().errors.name[0]).toBe('The name field is required.');
    expect(en.headers['content-language']).toBe('en');
  });

  it("rebuilds the summary line from the translated fields, zod's own wording included", async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/matrimonial/create-profile',
      headers: { ...user.headers, 'accept-language': 'hi' },
      payload: {
        first_name: 'Asha',
        gender: 'x',
        date_of_birth: '2000-01-01',
        marital_status: 'never_married',
        relation: 'self',
      },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors.last_name).toEqual(['यह भरना ज़रूरी है।']);
    expect(body.errors.gender).toEqual(['इनमें से एक होना चाहिए: male, female।']);
    expect(body.message).toBe(`${Object.values(body.errors).flat()[0]} (और 1 अन्य गलती)`);
  });

  it('honours q-values: the most wanted of our languages wins, q=0 refuses one', async () => {
    const wrong = { mobile: '9876543210', password: 'not-the-password' };
    const asked = async (header: string) =>
      (await post('/api/auth/login', wrong, { 'accept-language': header })).json().message;
    expect(await asked('hi;q=0.4, ur;q=0.9, en;q=0.5')).toBe('موبائل نمبر یا پاس ورڈ غلط ہے۔');
    expect(await asked('fr, hi;q=0.3')).toBe('मोबाइल नंबर या पासवर्ड गलत है।');
    expect(await asked('ur;q=0, fr')).toBe('These credentials do not match our records.');
  });

  it('answers a 409 in Urdu with the dates written in Urdu (Latin digits) and the code unchanged', async () => {
    const first = await createUser(t);
    expect(
      (await book(t, first.headers, [{ hall_id: hall.id, slot: 'B', booking_dates: ['2030-03-01'] }]))
        .statusCode,
    ).toBe(201);
    const second = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking/new-booking',
      headers: { ...second.headers, 'accept-language': 'ur' },
      payload: {
        booking: { booking_user_type: 'CM' },
        booking_items: [{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-03-01'] }],
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'آپ کی چنی ہوئی کچھ تاریخیں اب خالی نہیں ہیں۔',
      errors: { booking_dates: ['1 مارچ، 2030 (Main Hall، صبح) اب خالی نہیں ہے۔'] },
    });

    // A booking that cannot be paid: 409 with its stable code beside the Gujarati text.
    const mine = await book(t, second.headers, [
      { hall_id: hall.id, slot: 'B', booking_dates: ['2030-03-09'] },
    ]);
    const id = mine.json().booking.id as string;
    expect((await post(`/api/booking/cancel/${id}`, {}, second.headers)).statusCode).toBeLessThan(300);
    const pay = await post(`/api/booking/${id}/pay`, {}, { ...second.headers, 'accept-language': 'gu' });
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toEqual({
      message: 'આ બુકિંગ રદ થઈ ગયું છે, તેથી તેની ચુકવણી થઈ શકે નહીં.',
      errors: { status: ['આ બુકિંગ રદ થઈ ગયું છે, તેથી તેની ચુકવણી થઈ શકે નહીં.'] },
      code: 'booking_not_payable',
    });
  });
});

describe("error messages in the account's language", () => {
  it('answers a signed-in Urdu account in Urdu when the request names no language of ours', async () => {
    const user = await speaking('ur');
    const res = await post('/api/auth/preferences', { language: 'fr' }, user.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'زبان ان میں سے ایک ہونی چاہیے: en, gu, hi, ur۔',
      errors: { language: ['زبان ان میں سے ایک ہونی چاہیے: en, gu, hi, ur۔'] },
    });
    // Accept-Language still wins over the account's choice.
    const en = await post(
      '/api/auth/preferences',
      { language: 'fr' },
      { ...user.headers, 'accept-language': 'en' },
    );
    expect(en.json().message).toBe('The language must be one of: en, gu, hi, ur.');
  });

  it('answers a 409 in Gujarati for a Gujarati account, the dates the Gujarati way', async () => {
    const holder = await createUser(t);
    expect(
      (await book(t, holder.headers, [{ hall_id: hall.id, slot: 'E', booking_dates: ['2030-04-12'] }]))
        .statusCode,
    ).toBe(201);
    const user = await speaking('gu');
    const res = await book(t, user.headers, [{ hall_id: hall.id, slot: 'B', booking_dates: ['2030-04-12'] }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.booking_dates).toEqual(['12 એપ્રિલ, 2030 (Main Hall, આખો દિવસ) હવે ખાલી નથી.']);
  });

  it('answers a public route in the language of the bearer it was sent with', async () => {
    const user = await speaking('ur');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/news/00000000-0000-4000-8000-000000000000',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'یہ خبر دستیاب نہیں ہے۔' });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/news/00000000-0000-4000-8000-000000000000',
    });
    expect(anonymous.json()).toEqual({ message: 'News item not found.' });
  });

  it('answers a 404 in Hindi for a Hindi account, naming what was not found', async () => {
    const user = await speaking('hi');
    const res = await post(
      '/api/matrimonial/reply-interest/00000000-0000-4000-8000-000000000000',
      { reply: 'accepted' },
      user.headers,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'यह दिलचस्पी उपलब्ध नहीं है।' });
  });
});

describe("notifications and SMS in the receiving account's language", () => {
  it('writes an interest to an Urdu-speaking account in Urdu (and pushes the same)', async () => {
    const to = await member(t, { first_name: 'Mariam', last_name: 'Memon' });
    await post('/api/auth/preferences', { language: 'ur' }, to.user.headers);
    const device = await giveDevice(t, to.user);
    const from = await member(t, { first_name: 'Yusuf', last_name: 'Khatri', gender: 'male' });
    const sent = await post(`/api/matrimonial/send-interest/${to.profile.id}`, {}, from.user.headers);
    expect(sent.statusCode, sent.body).toBeLessThan(300);

    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: to.user.headers });
    const item = list.json().data.find((n: { type: string }) => n.type === 'interest.received');
    expect(item).toMatchObject({
      title: 'نئی دلچسپی',
      body: 'Yusuf Khatri کو Mariam کی پروفائل میں دلچسپی ہے۔',
    });

    const push = (t.app.deps.push as LogPushSender).sent.at(-1)!;
    expect(push.to).toEqual({ tokens: [device] });
    expect(push.message).toMatchObject({ title: item.title, body: item.body });

    // The sender (English) hears the answer in English.
    const replied = await post(
      `/api/matrimonial/reply-interest/${sent.json().id}`,
      { reply: 'accepted' },
      to.user.headers,
    );
    expect(replied.statusCode, replied.body).toBeLessThan(300);
    const back = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: from.user.headers });
    const answered = back.json().data.find((n: { type: string }) => n.type === 'interest.accepted');
    expect(answered).toMatchObject({
      title: 'Interest accepted',
      body: 'Your interest for Yusuf was accepted.',
    });
  });

  it("writes a Gujarati family's booking confirmation in Gujarati, the date the Gujarati way", async () => {
    const family = await speaking('gu');
    const made = await book(t, family.headers, [
      { hall_id: hall.id, slot: 'B', booking_dates: ['2030-05-10'] },
    ]);
    expect(made.statusCode).toBe(201);
    const { res } = await pay(t, family.headers, made.json().payment.order_id);
    expect(res.statusCode, res.body).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: family.headers });
    expect(list.json().data.find((n: { type: string }) => n.type === 'booking.confirmed')).toMatchObject({
      title: 'બુકિંગ પાકું થયું',
      body: '10 મે, 2030ના રોજ Main Hallનું આપનું બુકિંગ પાકું થઈ ગયું છે. આભાર!',
    });
  });

  it("sends a Hindi account's one-time code in Hindi; a number without an account by Accept-Language", async () => {
    const user = await speaking('hi');
    const outbox = async (mobile: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}` })
      ).json().messages[0].body as string;

    // The request's Accept-Language does not override the account's language for its SMS.
    const sent = await post('/api/auth/otp/send', { mobile: user.mobile }, { 'accept-language': 'gu' });
    expect(sent.statusCode).toBe(202);
    expect(sent.json().message).toBe('SMS દ્વારા ખાતરી કોડ મોકલ્યો છે.');
    expect(await outbox(user.mobile)).toMatch(
      /^\d{6} आपका Samaj पुष्टि कोड है। यह 10 मिनट तक मान्य है। कृपया यह कोड किसी को भी न बताएँ।$/,
    );

    const stranger = '+919812300016';
    expect(
      (await post('/api/auth/otp/send', { mobile: stranger }, { 'accept-language': 'gu' })).statusCode,
    ).toBe(202);
    expect(await outbox(stranger)).toMatch(/^\d{6} આપનો Samaj ખાતરી કોડ છે\./);

    const english = '+919812300017';
    expect((await post('/api/auth/otp/send', { mobile: english })).statusCode).toBe(202);
    expect(await outbox(english)).toMatch(/^\d{6} is your Samaj verification code\./);
  });
});
