import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSession, authHeader, registerAccount, signedIn } from './auth-helpers.ts';
import { officeHall } from './hall-helpers.ts';
import { checkEnglishAndUrdu, horizontalOverflow, switchLanguage } from './screens.ts';

// A booked date's waiting list and a booking's advance, at phone width (390 px). A booked date on
// the calendar is pressed and its waiting list joined with the hall and slot already chosen, in English and in Urdu. A draft of two
// items at a hall taking a 25% advance shows one set of figures, the same "pay now" on the draft, the
// confirm page and the booking page. The hall is made for this journey by the office (a unique name),
// so no other journey's dates or prices change.

const RENT = 40_000;
const DEPOSIT = 10_000;
const PER_DATE = RENT + DEPOSIT; // 50,000
const ADVANCE_PER_DATE = Math.ceil((PER_DATE * 25) / 100); // 12,500
const LISTED = 12_000; // the hall's booking_amount: the office's record, never shown to the family

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

type Json = { [key: string]: string | Json };
const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');
const urdu = JSON.parse(readFileSync(path.join(localesDir, 'ur/booking.json'), 'utf8')) as Json;
const ur = (key: string) =>
  key.split('.').reduce<string | Json>((node, part) => (node as Json)[part]!, urdu) as string;

// Both journeys on a phone.
test.use({ viewport: { width: 390, height: 844 } });

/** A hall the office makes for this journey (a unique name), asking a 25% advance. */
async function advanceHall(request: APIRequestContext) {
  const office = await adminSession(request);
  const price = (amount: number) => ({ amount, deposit: DEPOSIT });
  return officeHall(request, office.token, 'Voice', {
    short_name: 'E2E voice',
    address: 'E2E Road',
    capacity: 200,
    booking_amount: LISTED,
    payment_amount: { CM: price(RENT), M: price(RENT + 2_000), NCM: price(RENT + 4_000) },
    advance_percent: 25,
    balance_due_days: 30,
  });
}

/** Another family books (and pays the advance of) the hall's slot on a date: it is taken. */
async function takenBy(
  request: APIRequestContext,
  token: string,
  hallId: string,
  slot: string,
  date: string,
) {
  const made = await request.post('/api/booking/new-booking', {
    headers: authHeader(token),
    data: {
      booking: { booking_user_type: 'CM', event_name: 'E2E other family' },
      booking_items: [{ hall_id: hallId, slot, booking_dates: [date] }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { payment } = (await made.json()) as { payment: { order_id: string } };
  const signed = await request.post('/api/dev/payments/simulate', {
    headers: authHeader(token),
    data: { order_id: payment.order_id },
  });
  const paid = await request.post('/api/booking/payment-success', {
    headers: authHeader(token),
    data: await signed.json(),
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

async function chooseHallAndSlot(page: Page, hall: string, slot: string) {
  await page.getByRole('combobox', { name: 'Hall', exact: true }).selectOption({ label: hall });
  await page.getByRole('combobox', { name: 'Slot', exact: true }).selectOption({ label: slot });
}

/** Turns the calendar's months until `date` is on it. */
async function showDate(page: Page, date: string) {
  const grid = page.getByRole('grid');
  for (let i = 0; i < 6 && (await page.locator(`[data-date="${date}"]`).count()) === 0; i += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(grid).toHaveAttribute('aria-busy', 'false');
  }
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  return page.locator(`[data-date="${date}"]`);
}

test('a booked date is pressed and its waiting list joined, hall and slot preset, in English and Urdu', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const hall = await advanceHall(request);
  const other = await registerAccount(request, 'voice-other');
  const evening = addDays(today(), 70);
  const morningOnly = addDays(today(), 72);
  await takenBy(request, other.token, hall.id, 'E', evening);
  await takenBy(request, other.token, hall.id, 'M', morningOnly);

  const family = await registerAccount(request, 'voice-wait');
  await signedIn(page, family);
  await page.goto('/booking/booking-calendar');
  const mine = page.getByRole('region', { name: 'Your waiting list' });
  await expect(mine).toContainText('Tap a booked date on the calendar');

  // English: the evening is booked; pressed, its waiting list is offered for that hall and the evening.
  await chooseHallAndSlot(page, hall.name, 'Evening');
  const day = await showDate(page, evening);
  await expect(day).toHaveAttribute('aria-label', /, booked, you can join its waiting list$/);
  await expect(day).not.toHaveAttribute('aria-disabled');
  await day.click();
  const offer = page.getByRole('region', { name: / is booked$/ });
  await expect(offer).toContainText(`${hall.name}, Evening, is booked on this date.`);
  await checkEnglishAndUrdu(page, 'booking-waitlist-advance-booked-date');
  await offer.getByRole('button', { name: 'Join the waiting list for this date' }).click();
  await expect(offer.getByRole('status')).toContainText(
    `You are on the waiting list for ${hall.name}, Evening,`,
  );
  await expect(offer.getByRole('status')).toContainText('number 1 in line');
  await expect(mine.getByRole('list', { name: 'Your waiting list' })).toContainText(`${hall.name}, Evening`);
  await checkEnglishAndUrdu(page, 'booking-waitlist-advance-waiting');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // Urdu: looking at the full day of a date whose morning alone is booked, the morning is offered.
  await offer.getByRole('button', { name: 'Close' }).click();
  await chooseHallAndSlot(page, hall.name, 'Full day');
  const half = await showDate(page, morningOnly);
  await switchLanguage(page, 'ur');
  await expect(half).toHaveAttribute('aria-label', new RegExp(`${ur('calendar.state.booked')}$`));
  await half.click();
  const urduOffer = page.getByRole('region', {
    name: new RegExp(ur('waitDate.title').replace('{{date}}', '.+')),
  });
  const morning = ur('slots.M');
  await expect(urduOffer).toContainText(
    ur('waitDate.onlySlot').replaceAll('{{taken}}', morning).replace('{{free}}', ur('slots.E')),
  );
  await switchLanguage(page, 'en');
  await checkEnglishAndUrdu(page, 'booking-waitlist-advance-half-booked');
  await switchLanguage(page, 'ur');
  await urduOffer.getByRole('button', { name: ur('waitDate.join') }).click();
  await expect(urduOffer.getByRole('status')).toContainText(`${hall.name}، ${morning}،`);
  await expect(page.getByRole('list', { name: ur('waitlist.heading') }).getByRole('listitem')).toHaveCount(2);
  await switchLanguage(page, 'en');
  await checkEnglishAndUrdu(page, 'booking-waitlist-advance-half-waiting');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('two items with a 25% advance: one set of figures on the draft, the confirm page and the booking page', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const hall = await advanceHall(request);
  const family = await registerAccount(request, 'voice-money');
  await signedIn(page, family);
  const first = addDays(today(), 80);
  const second = addDays(today(), 81);
  const payNow = `Pay now (advance)${rupees(ADVANCE_PER_DATE * 2)}`;
  const total = `Total: rent + refundable deposit${rupees(PER_DATE * 2)}`;
  const balance = `${rupees(PER_DATE * 2 - ADVANCE_PER_DATE * 2)}`;

  await page.goto('/booking/new-booking');
  await chooseHallAndSlot(page, hall.name, 'Evening');
  await (await showDate(page, first)).click();
  await page.getByRole('button', { name: 'Add to booking' }).click();
  await chooseHallAndSlot(page, hall.name, 'Morning');
  await (await showDate(page, second)).click();
  await page.getByRole('button', { name: 'Add to booking' }).click();
  await page.getByRole('textbox', { name: /Event name/ }).fill('E2E one voice');

  // The items say their price only; the summary alone says what is paid now and later.
  const items = page.getByRole('listitem', { name: new RegExp(`^${hall.name} — `) });
  await expect(items).toHaveCount(2);
  for (const item of await items.all()) {
    await expect(item).toContainText(
      `Price: 1 date × (${rupees(RENT)} rent + ${rupees(DEPOSIT)} refundable deposit) = ${rupees(PER_DATE)}`,
    );
    await expect(item).not.toContainText(/Pay now|Paid now/);
  }
  const summary = page.getByRole('region', { name: 'Payment summary' });
  await expect(summary.getByRole('row', { name: /^Pay now/ })).toHaveText(payNow);
  await expect(summary.getByRole('row', { name: /^Total/ })).toHaveText(total);
  await expect(summary.getByRole('row', { name: /^Balance, to pay by/ })).toContainText(balance);
  await expect(page.getByText(rupees(LISTED))).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Payment summary' })).toHaveCount(1);
  await checkEnglishAndUrdu(page, 'booking-waitlist-advance-draft');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: 'Continue to confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm and pay' })).toBeVisible();
  await expect(summary.getByRole('row', { name: /^Pay now/ })).toHaveText(payNow);
  await expect(summary.getByRole('row', { name: /^Total/ })).toHaveText(total);
  await expect(page.getByRole('region', { name: 'Payment summary' })).toHaveCount(1);
  await expect(page.getByText(rupees(LISTED))).toHaveCount(0);
  await checkEnglishAndUrdu(page, 'booking-waitlist-advance-confirm');

  // The checkout closed unpaid: the booking's own page says the same figures.
  await page.getByRole('button', { name: `Pay ${rupees(ADVANCE_PER_DATE * 2)}` }).click();
  const checkout = page.getByRole('dialog', { name: 'Test payment — no money is taken' });
  await checkout.getByRole('button', { name: 'Cancel' }).click();
  await expect(checkout).toBeHidden();
  await page.getByRole('link', { name: 'View booking' }).click();
  await expect(page.getByText('Awaiting payment', { exact: true })).toBeVisible();
  await expect(summary.getByRole('row', { name: /^Pay now/ })).toHaveText(payNow);
  await expect(summary.getByRole('row', { name: /^Total/ })).toHaveText(total);
  await expect(summary.getByRole('row', { name: /^Balance, to pay by/ })).toContainText(balance);
  await expect(page.getByText(rupees(LISTED))).toHaveCount(0);
  await checkEnglishAndUrdu(page, 'booking-waitlist-advance-booking-waiting');

  // Paid: what was paid is the advance, the balance and its day are as promised, and the payment is
  // named by its method (the simulated checkout pays by UPI), not by the gateway's ids.
  await page.getByRole('button', { name: 'Pay now', exact: true }).click();
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(summary.getByRole('row', { name: /^Paid so far/ })).toHaveText(
    `Paid so far${rupees(ADVANCE_PER_DATE * 2)}`,
  );
  await expect(summary.getByRole('row', { name: /^Balance, to pay by/ })).toContainText(balance);
  await expect(summary.getByRole('row', { name: /^Pay now/ })).toHaveCount(0);
  const payments = page.getByRole('table', { name: 'Payments', exact: true });
  await expect(payments).toContainText('UPI · family@okaxis');
  await expect(payments).not.toContainText(/pay_|order_|simulated/);
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Payment received' });
  await toast.getByRole('button', { name: 'Close message' }).click();
  await expect(toast).toBeHidden();
  await checkEnglishAndUrdu(page, 'booking-waitlist-advance-booking-paid');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
