import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USER_2, loginWithPassword } from './auth-helpers.ts';
import { checkScreen, horizontalOverflow } from './screens.ts';

// A family with a confirmed, paid booking far ahead opens it, downloads its receipt, cancels it seeing
// the exact refund first (100% of the rent and the deposit: more than 90 days' notice), and then sees
// the refund made and its credit note. The booking and its payment are made through the API (the
// booking journey itself is booking.spec.ts), so this journey stays short.

/** The API as the signed-in page calls it, with the session's token. */
async function call<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = (
        JSON.parse(localStorage.getItem('samaj.session') ?? '{}') as { state?: { token?: string } }
      ).state?.token;
      const res = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as T };
    },
    { method, path, body },
  );
}

/** Books Main Hall's morning on a free date 150 to 300 days ahead and pays it (simulated checkout). */
async function paidBooking(page: Page): Promise<{ id: string; date: string }> {
  const halls = (await call<{ id: string; name: string }[]>(page, 'GET', '/api/hall')).json;
  const hall = halls.find((h) => h.name === 'Main Hall') ?? halls[0]!;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const ahead = 150 + Math.floor(Math.random() * 150);
    const date = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const made = await call<{ booking: { id: string }; payment: { order_id: string } }>(
      page,
      'POST',
      '/api/booking/new-booking',
      {
        booking: { booking_user_type: 'CM', event_name: 'E2E aqiqah' },
        booking_items: [{ hall_id: hall.id, slot: 'M', booking_dates: [date] }],
      },
    );
    if (made.status !== 201) continue;
    const signed = await call<Record<string, string>>(page, 'POST', '/api/dev/payments/simulate', {
      order_id: made.json.payment.order_id,
    });
    const paid = await call(page, 'POST', '/api/booking/payment-success', signed.json);
    expect(paid.status).toBe(200);
    return { id: made.json.booking.id, date };
  }
  throw new Error('no free date found for the journey');
}

test('cancel a confirmed booking seeing the refund first, and download the receipt', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login?redirect=/booking/my-bookings');
  await loginWithPassword(page, DEMO_USER_2.mobile, DEMO_USER_2.password);
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${DEMO_USER_2.name}`)).toBeHidden({ timeout: 10_000 });
  const { id, date } = await paidBooking(page);

  // The calendar's waiting list: the morning of that date is booked; pressed, it is joined in one press.
  await page.goto('/booking/booking-calendar');
  await page.getByRole('combobox', { name: 'Hall', exact: true }).selectOption({ label: 'Main Hall' });
  await page.getByRole('combobox', { name: 'Slot', exact: true }).selectOption({ label: 'Morning' });
  const grid = page.getByRole('grid');
  for (let i = 0; i < 11 && (await page.locator(`[data-date="${date}"]`).count()) === 0; i += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(grid).toHaveAttribute('aria-busy', 'false');
  }
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await page.locator(`[data-date="${date}"]`).click();
  const offer = page.getByRole('region', { name: / is booked$/ });
  await offer.getByRole('button', { name: 'Join the waiting list for this date' }).click();
  await expect(offer.getByRole('status')).toContainText('number 1 in line');
  const waitlist = page.getByRole('region', { name: 'Your waiting list' });
  await expect(waitlist.getByRole('list', { name: 'Your waiting list' })).toContainText('number 1 in line');
  await checkScreen(page, 'booking-cancel-refund-waitlist');

  await page.goto(`/booking/view-booking/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E aqiqah' })).toBeVisible();
  await expect(page.getByText(/Reference SMJ-\d{4}-\d{6}/)).toBeVisible();
  const money = page.getByRole('region', { name: 'Payment summary' });
  await expect(money.getByRole('row', { name: /Paid so far/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payments', exact: true })).toContainText(
    /RCT\/\d{4}-\d{2}\/\d{6}/,
  );
  await checkScreen(page, 'booking-cancel-refund-confirmed');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^SMJ-\d{4}-\d{6}\.pdf$/);
  expect(
    readFileSync(await file.path())
      .subarray(0, 8)
      .toString('latin1'),
  ).toBe('%PDF-1.4');

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByRole('row', { name: /Total refund/ })).toBeVisible();
  const total = (await dialog.getByTestId('refund-total').textContent()) ?? '';
  await expect(dialog).toContainText('100% of the rent comes back');
  await checkScreen(page, 'booking-cancel-refund-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();

  await expect(page.getByText('The booking was cancelled. Your refund is on its way.')).toBeVisible();
  await expect(page.getByText(`Refund of ${total}`, { exact: false })).toBeVisible();
  await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Credit note CN\/\d{4}-\d{2}\/\d{6}/)).toBeVisible();
  // The toast fades before the scan (a toast mid-fade measures low contrast).
  await expect(page.getByText('The booking was cancelled. Your refund is on its way.')).toBeHidden({
    timeout: 10_000,
  });
  await checkScreen(page, 'booking-cancel-refund-refunded');
});
