import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminSession, authHeader, registerAccount, signedIn } from './auth-helpers.ts';
import { officeHall } from './hall-helpers.ts';
import { checkScreen, horizontalOverflow } from './screens.ts';

// Dates, times and calendars as people write them (decision 053) and how a payment was made (item
// 6): the office gives a hall its address and slot hours; a family books its evening and pays (the
// simulated gateway's UPI payment); the booking page shows the slot's hours in each language's own way
// and the payment's method, never the gateway's ids; the halls page shows the hall's address and hours.
// The .ics and the receipts are read by the server's tests.

const ADDRESS = 'Memon Jamat Khana, 12 Station Road, Surat 395003';

/** Intl's thin and narrow no-break spaces as plain ones. */
const spaces = (s: string) => s.replace(/[\u2009\u202f]/g, ' ');

function hallWithHours(request: APIRequestContext, token: string) {
  const price = { amount: 10_000, deposit: 2_000 };
  return officeHall(request, token, 'Clock', {
    short_name: 'E2E clk',
    capacity: 150,
    booking_amount: 12_000,
    payment_amount: { CM: price, M: price, NCM: price },
    address: ADDRESS,
    slot_hours: {
      M: { from: '09:30', to: '14:30' },
      E: { from: '18:30', to: '23:00' },
      B: { from: '09:30', to: '23:00' },
    },
  });
}

test('slot hours in each language and the payment method on the booking page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const office = await adminSession(request);
  const hall = await hallWithHours(request, office.token);

  // The family books the hall's evening 200 days ahead and pays it (UPI, in the simulated gateway).
  const family = await registerAccount(request, 'clock');
  const headers = authHeader(family.token);
  const ahead = new Date(Date.now() + 200 * 86_400_000);
  const free = (await (
    await request.post('/api/hall/check-availablility-month', {
      data: { hall_id: hall.id, slot: 'E', year: ahead.getUTCFullYear(), month: ahead.getUTCMonth() + 1 },
    })
  ).json()) as string[];
  expect(free.length).toBeGreaterThan(0);
  const created = await request.post('/api/booking/new-booking', {
    headers,
    data: {
      booking: { booking_user_type: 'CM', event_name: 'E2E walima' },
      booking_items: [{ hall_id: hall.id, slot: 'E', booking_dates: [free[0]] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { booking, payment } = (await created.json()) as {
    booking: { id: string };
    payment: { order_id: string };
  };
  const simulated = await request.post('/api/dev/payments/simulate', {
    headers,
    data: { order_id: payment.order_id },
  });
  expect(simulated.status()).toBe(200);
  const paid = await request.post('/api/booking/payment-success', { headers, data: await simulated.json() });
  expect(paid.status(), await paid.text()).toBe(200);
  // The member's answer names the method, not the gateway's ids.
  const answer = await paid.text();
  expect(answer).toContain('"method":"upi"');
  expect(answer).not.toMatch(/pay_sim_|order_sim_|"simulated"/);

  await signedIn(page, family);
  await page.goto(`/booking/view-booking/${booking.id}`);
  // The booking area's first load (its own chunk) on a shared, busy machine can take more than 10 s.
  await expect(page.getByRole('heading', { level: 1, name: 'E2E walima' })).toBeVisible({ timeout: 30_000 });
  const items = page.getByRole('table', { name: 'Halls and dates' });
  const row = items.getByRole('row', { name: new RegExp(hall.name) });
  await expect(row).toContainText('Evening');
  await expect.poll(async () => spaces((await row.textContent()) ?? '')).toContain('6:30 – 11:00 pm');
  const payments = page.getByRole('table', { name: 'Payments', exact: true });
  await expect(payments).toContainText('UPI · family@okaxis');
  await expect(payments).not.toContainText('pay_sim_');
  await expect(payments).not.toContainText('order_sim_');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // axe and screenshots at 390 and 1280 px in English, Urdu and Gujarati.
  await checkScreen(page, 'dates-times-booking', ['ur', 'gu']);

  // Gujarati: the same hours on Gujarati's clock ("PM"), the slot in Gujarati.
  await page.goto(`/booking/view-booking/${booking.id}?lang=gu`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
  const guRow = page.getByRole('row', { name: new RegExp(hall.name) });
  await expect(guRow).toContainText('સાંજ');
  await expect.poll(async () => spaces((await guRow.textContent()) ?? '')).toContain('6:30 – 11:00 PM');
  await expect(page.getByRole('table').filter({ hasText: 'family@okaxis' })).toContainText('UPI');

  // Urdu: the hours one left-to-right run inside the right-to-left row, in Latin digits.
  await page.goto(`/booking/view-booking/${booking.id}?lang=ur`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const urRow = page.getByRole('row', { name: new RegExp(hall.name) });
  await expect(urRow).toContainText('شام');
  await expect
    .poll(async () => (await urRow.textContent()) ?? '')
    .toMatch(/\u20666:30\s?–\s?11:00\sPM\u2069/);
  await expect(page.getByRole('table').filter({ hasText: 'family@okaxis' })).toBeVisible();

  // The halls page: the hall's address and every slot's hours.
  await page.goto('/banquet-halls?lang=en');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: hall.name }) });
  await expect(card).toContainText(ADDRESS, { timeout: 30_000 });
  await expect
    .poll(async () => spaces((await card.textContent()) ?? ''))
    .toContain('Full day: 9:30 am – 11:00 pm');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await checkScreen(page, 'dates-times-halls', ['ur']);
});
