import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminSession, officePage, registerAccount, signedIn } from './auth-helpers.ts';
import { officeHall } from './hall-helpers.ts';
import { checkEnglishAndUrdu, checkScreen, horizontalOverflow } from './screens.ts';

// A family books a hall that takes an advance: pays the advance in the simulated checkout, sees the
// balance and its date, pays the balance from the booking page before that date, and then cancels,
// seeing the exact refund first, and the credit note after. The receipts are downloaded at each step.
// The hall is made for this journey by the office (a unique name, added after the demo halls, which
// keep their order), so no other journey's dates or prices change.

// Per date for a Cutchi Memon family: rent 20,000 + deposit 5,000; 20% is asked at booking.
const RENT = 20_000;
const DEPOSIT = 5_000;
const TOTAL = RENT + DEPOSIT;
const ADVANCE = Math.ceil((TOTAL * 20) / 100); // 5,000
const BALANCE = TOTAL - ADVANCE; // 20,000
const DUE_DAYS = 30;
// 60 days ahead: the balance is due in 30 days, and cancelling then keeps half the rent
// (REFUND_POLICY's default 90:100,30:50,0:0); the deposit comes back.
const AHEAD = 60;
const REFUND = TOTAL - Math.ceil(RENT / 2); // 15,000

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
/** The date `days` after a YYYY-MM-DD date. */
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A YYYY-MM-DD date as the app shows it in English ("24 Jan 2027"). */
const shown = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** Downloads the booking's receipts (one PDF), checking the answer is a PDF; its size in bytes. */
async function downloadReceipts(page: Page): Promise<number> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/receipt.pdf'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt (PDF)' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^SMJ-\d{4}-\d{6}\.pdf$/);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return bytes.length;
}

async function payInCheckout(page: Page) {
  const checkout = page.getByRole('dialog', { name: 'Test payment — no money is taken' });
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(checkout).toBeHidden();
}

/** Closes the toast with `text` (one fading away would be measured half transparent by axe). */
async function closeToast(page: Page, text: string) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: text });
  await toast.getByRole('button', { name: 'Close message' }).click();
  await expect(toast).toBeHidden();
}

test('advance, balance before its date, cancellation with the exact refund, and the receipts', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const office = await adminSession(request);
  const price = (amount: number) => ({ amount, deposit: DEPOSIT });
  const { name: hallName } = await officeHall(request, office.token, 'Advance', {
    short_name: 'E2E adv',
    capacity: 200,
    booking_amount: TOTAL,
    payment_amount: { CM: price(RENT), M: price(RENT + 2_000), NCM: price(RENT + 4_000) },
    advance_percent: 20,
    balance_due_days: DUE_DAYS,
  });

  const family = await registerAccount(request, 'advance');
  // Signed in by its session (the login has its own journeys).
  await signedIn(page, family);
  await page.goto('/booking/new-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();

  // The date 60 days ahead, on the calendar of the new hall.
  const date = addDays(new Date().toISOString().slice(0, 10), AHEAD);
  const dueOn = addDays(date, -DUE_DAYS);
  await page.getByRole('combobox', { name: 'Hall', exact: true }).selectOption({ label: hallName });
  await page.getByRole('combobox', { name: 'Slot', exact: true }).selectOption({ label: 'Full day' });
  const grid = page.getByRole('grid');
  for (let i = 0; i < 4 && (await page.locator(`[data-date="${date}"]`).count()) === 0; i += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(grid).toHaveAttribute('aria-busy', 'false');
  }
  const day = page.locator(`[data-date="${date}"]`);
  await expect(day).toHaveAttribute('aria-label', /, free$/);
  await day.click();
  await page.getByRole('button', { name: 'Add to booking' }).click();
  await page.getByRole('textbox', { name: /Event name/ }).fill('E2E nikah with an advance');

  // Before paying: the advance now, the balance and its date later.
  const totals = page.getByRole('region', { name: 'Payment summary' });
  await expect(totals).toContainText(`Pay now (advance)${rupees(ADVANCE)}`);
  await expect(totals).toContainText(`Balance, to pay by ${shown(dueOn)}${rupees(BALANCE)}`);
  await page.getByRole('link', { name: 'Continue to confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm and pay' })).toBeVisible();
  await expect(page.getByTestId('amount-to-pay')).toHaveText(rupees(ADVANCE));
  await page.getByRole('button', { name: `Pay ${rupees(ADVANCE)}` }).click();
  await payInCheckout(page);

  // Confirmed on the advance: the balance is owed, by its date.
  await expect(page).toHaveURL(/\/booking\/view-booking\/[\w-]+$/);
  const bookingId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'E2E nikah with an advance' })).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  // One summary: the total, the advance paid so far, the balance by its day.
  const money = page.getByRole('region', { name: 'Payment summary' });
  await expect(money.getByRole('row', { name: /^Total: rent \+ refundable deposit/ })).toContainText(
    rupees(TOTAL),
  );
  await expect(money.getByRole('row', { name: /^Paid so far/ })).toContainText(rupees(ADVANCE));
  await expect(money.getByRole('row', { name: `Balance, to pay by ${shown(dueOn)}` })).toContainText(
    rupees(BALANCE),
  );
  const payments = page.getByRole('table', { name: 'Payments', exact: true });
  await expect(payments.getByText(/^RCT\/\d{4}-\d{2}\/\d{6}$/)).toHaveCount(1);
  await expect(payments.getByRole('row').filter({ hasText: 'RCT/' })).toContainText(
    `${rupees(ADVANCE)}Advance`,
  );
  const advanceReceipt = (await payments.getByText(/^RCT\//).textContent()) ?? '';
  const advanceBytes = await downloadReceipts(page);
  await closeToast(page, 'Payment received');
  await checkEnglishAndUrdu(page, 'booking-balance-advance-paid');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // The office sees what is owed and by when.
  const admin = await officePage(browser, office);
  await admin.goto(`/admin/bookings/${bookingId}`);
  await expect(admin.getByText(`${rupees(BALANCE)} (${shown(dueOn)})`)).toBeVisible();
  await admin.close();

  // The balance, paid from the booking page before its date.
  await page.getByRole('button', { name: `Pay balance ${rupees(BALANCE)}` }).click();
  await payInCheckout(page);
  await expect(money.getByRole('row', { name: /^Paid so far/ })).toContainText(rupees(TOTAL));
  await expect(money.getByRole('row', { name: /^Balance/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay balance/ })).toHaveCount(0);
  await expect(payments.getByText(/^RCT\/\d{4}-\d{2}\/\d{6}$/)).toHaveCount(2);
  await expect(payments.getByRole('row').filter({ hasText: advanceReceipt })).toContainText(
    `${rupees(ADVANCE)}Advance`,
  );
  await expect(
    payments.getByRole('row').filter({ hasText: 'RCT/' }).filter({ hasNotText: advanceReceipt }),
  ).toContainText(`${rupees(BALANCE)}Balance`);
  await expect(money).toContainText('Paid in full');
  // The PDF holds both receipts now.
  const paidBytes = await downloadReceipts(page);
  expect(paidBytes).toBeGreaterThan(advanceBytes);
  await closeToast(page, 'Payment received');
  // The same page as with the advance, but for its rows: English is enough.
  await checkScreen(page, 'booking-balance-paid-in-full');

  // Cancelling 60 days before: half the rent is kept, the rest and the deposit come back.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('50% of the rent comes back');
  await expect(dialog.getByRole('row', { name: 'Rent back' })).toContainText(rupees(RENT / 2));
  await expect(dialog.getByRole('row', { name: 'Deposit back' })).toContainText(rupees(DEPOSIT));
  await expect(dialog.getByTestId('refund-total')).toHaveText(rupees(REFUND));
  await checkEnglishAndUrdu(page, 'booking-balance-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();

  await expect(page.getByText('The booking was cancelled. Your refund is on its way.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(money.getByRole('row', { name: /^Refunded/ })).toContainText(rupees(REFUND));
  const refunds = page.getByRole('list', { name: 'Refunds' });
  await expect(refunds.getByRole('listitem')).toHaveCount(1);
  await expect(refunds).toContainText(`Refund of ${rupees(REFUND)}`);
  await expect(refunds).toContainText(/Credit note CN\/\d{4}-\d{2}\/\d{6}/);
  // ... and the credit note with them.
  expect(await downloadReceipts(page)).toBeGreaterThan(paidBytes);
  await closeToast(page, 'The booking was cancelled. Your refund is on its way.');
  await checkEnglishAndUrdu(page, 'booking-balance-refunded');
});
