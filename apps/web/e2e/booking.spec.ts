import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { DEMO_USER, DEMO_USER_2, loginWithPassword, newAccount, proveMobile } from './auth-helpers.ts';
import { checkScreen, horizontalOverflow } from './screens.ts';

// The demo family books two halls on three dates in all, a few months ahead, pays through the simulated
// checkout, and then finds the booking confirmed and those dates no longer free.

async function chooseHallAndSlot(page: Page, hall: string, slot: string) {
  await page.getByRole('combobox', { name: 'Hall', exact: true }).selectOption({ label: hall });
  await page.getByRole('combobox', { name: 'Slot', exact: true }).selectOption({ label: slot });
  await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
}

async function showMonthsAhead(page: Page, months: number) {
  for (let i = 0; i < months; i += 1) {
    const heading = await page.getByRole('grid').getAttribute('aria-labelledby');
    const before = await page.locator(`[id="${heading}"]`).textContent();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.locator(`[id="${heading}"]`)).not.toHaveText(before ?? '');
  }
  await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText(/free dates? in|No free dates in/)).toBeVisible();
}

/** Picks the first `count` free dates shown and returns them as YYYY-MM-DD. */
async function pickFreeDates(page: Page, count: number): Promise<string[]> {
  const free = page.getByRole('grid').getByRole('button', { name: /, free(, today)?$/ });
  await expect(free.first()).toBeVisible();
  const dates: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const button = free.first();
    dates.push((await button.getAttribute('data-date')) ?? '');
    await button.click();
  }
  return dates;
}

test('book two halls on three dates, pay through the simulated checkout, and see it confirmed', async ({
  page,
}) => {
  // A long journey with several accessibility scans: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/login?redirect=/booking/booking-calendar');
  await loginWithPassword(page, DEMO_USER.mobile, DEMO_USER.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Hall availability' })).toBeVisible();
  // The login's welcome toast comes from the app shell, and its close button has no name: let it go.
  await expect(page.getByText(`Welcome, ${DEMO_USER.name}`)).toBeHidden({ timeout: 10_000 });

  await chooseHallAndSlot(page, 'Main Hall', 'Evening');
  await showMonthsAhead(page, 3);
  await expectNoSeriousA11yViolations(page);
  const mainDates = await pickFreeDates(page, 2);
  await expect(page.getByText('2 dates picked for Main Hall, Evening:')).toBeVisible();
  await page.getByRole('button', { name: 'Add to booking' }).click();
  await expect(page.getByText('Added 2 dates for Main Hall, Evening to your booking.').first()).toBeVisible();
  // Picked dates are now in the draft: shown, not pickable again.
  await expect(page.locator(`[data-date="${mainDates[0]}"]`)).toHaveAttribute('aria-disabled', 'true');

  await chooseHallAndSlot(page, 'Mini Hall', 'Full day');
  const miniDates = await pickFreeDates(page, 1);
  await page.getByRole('button', { name: 'Add to booking' }).click();
  await page.getByRole('link', { name: 'Go to your booking (2 items)' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Main Hall — Evening' })).toContainText('2 dates');
  await expect(page.getByRole('listitem', { name: 'Mini Hall — Full day' })).toContainText('1 date');
  await expect(page.getByRole('region', { name: 'Payment summary' })).toContainText('2 items, 3 dates');
  await page.getByRole('textbox', { name: /Event name/ }).fill('E2E walima');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Continue to confirm' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Confirm and pay' })).toBeVisible();
  const amount = (await page.getByTestId('amount-to-pay').textContent()) ?? '';
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  const checkout = page.getByRole('dialog', { name: 'Test payment — no money is taken' });
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/booking\/view-booking\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E walima' })).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment summary' })).toContainText(`Paid so far${amount}`);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/booking/my-bookings');
  const card = page.getByRole('article').filter({ hasText: 'E2E walima' });
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText('3 dates');

  // The dates are taken now: not free on the calendar, in the slot booked and in any slot that clashes.
  await page.goto('/booking/booking-calendar');
  await chooseHallAndSlot(page, 'Main Hall', 'Evening');
  await showMonthsAhead(page, 3);
  for (const date of mainDates) {
    await expect(page.locator(`[data-date="${date}"]`)).toHaveAttribute(
      'aria-label',
      /, booked, you can join its waiting list$/,
    );
  }
  await chooseHallAndSlot(page, 'Mini Hall', 'Morning');
  await expect(page.getByText(/free dates? in|No free dates in/)).toBeVisible();
  await expect(page.locator(`[data-date="${miniDates[0]}"]`)).toHaveAttribute(
    'aria-label',
    /, booked, you can join its waiting list$/,
  );
});

test('at phone width: a closed checkout keeps the dates held, and cancelling the booking frees them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/login?redirect=/booking/new-booking');
  await loginWithPassword(page, DEMO_USER_2.mobile, DEMO_USER_2.password);
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();

  await chooseHallAndSlot(page, 'Main Hall', 'Morning');
  await showMonthsAhead(page, 4);
  const [date] = await pickFreeDates(page, 1);
  await page.getByRole('button', { name: 'Add to booking' }).click();
  await expect(page.getByRole('listitem', { name: 'Main Hall — Morning' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: 'Continue to confirm' }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const checkout = page.getByRole('dialog', { name: 'Test payment — no money is taken' });
  await checkout.getByRole('button', { name: 'Cancel' }).click();
  await expect(checkout).toBeHidden();
  await expect(page.getByText('Waiting for your payment')).toBeVisible();
  await expect(page.getByText(/Your dates are held until/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();

  await page.getByRole('link', { name: 'View booking' }).click();
  await expect(page.getByText('Awaiting payment', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeHidden();

  // Cancelling cleared the draft on this device. Neither draft page offers to pay for it.
  await page.goto('/booking/confirm-new-booking');
  await expect(page.getByText('There is nothing to confirm yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0);
  await page.goto('/booking/new-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
  await expect(page.getByText(/No dates yet/)).toBeVisible();
  await expect(page.getByText('Waiting for your payment')).toHaveCount(0);
  // The calendar shows the date free again.
  await chooseHallAndSlot(page, 'Main Hall', 'Morning');
  await showMonthsAhead(page, 4);
  await expect(page.locator(`[data-date="${date}"]`)).toHaveAttribute('aria-label', /, free$/);
});

/** A date `days` from today (UTC; far enough ahead that the time zone does not matter). */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('every booking screen in every state: axe with colour contrast at 390 and 1280 px, and the cancelled-draft fixes', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const account = newAccount('booking-states');
  const registered = await request.post('/api/auth/register', {
    data: { ...account, password_confirmation: account.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  await proveMobile(request, token, account.mobile);
  const headers = { Authorization: `Bearer ${token}` };
  const halls = (await (await request.get('/api/hall')).json()) as { id: string; name: string }[];
  const main = halls.find((hall) => hall.name === 'Main Hall')!;
  // Dates a year and more ahead, apart from the other tests' (a few months ahead).
  const base = 420 + Math.floor(Math.random() * 200);
  const book = async (offset: number, eventName: string) => {
    const res = await request.post('/api/booking/new-booking', {
      headers,
      data: {
        booking: { booking_user_type: 'CM', event_name: eventName },
        booking_items: [{ hall_id: main.id, slot: 'B', booking_dates: [daysAhead(base + offset)] }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { booking: { id: string }; payment: { order_id: string } };
  };
  const payFor = async (orderId: string) => {
    const signed = await request.post('/api/dev/payments/simulate', { headers, data: { order_id: orderId } });
    expect(signed.status()).toBe(200);
    return request.post('/api/booking/payment-success', { headers, data: await signed.json() });
  };
  const cancel = async (id: string) =>
    expect((await request.post(`/api/booking/cancel/${id}`, { headers })).status()).toBe(200);

  const pending = await book(0, 'Held nikah');
  const confirmed = await book(1, 'Paid walima');
  expect((await payFor(confirmed.payment.order_id)).status()).toBe(200);
  const cancelled = await book(2, 'Cancelled mehndi');
  await cancel(cancelled.booking.id);
  const refund = await book(3, 'Late payment');
  await cancel(refund.booking.id);
  expect((await payFor(refund.payment.order_id)).status()).toBe(409);
  // The server opens no checkout for a cancelled booking.
  const refused = await request.post(`/api/booking/${cancelled.booking.id}/pay`, { headers });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'booking_not_payable' });

  await page.goto('/login?redirect=/booking');
  await loginWithPassword(page, account.mobile, account.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Hall booking' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${account.name}`)).toBeHidden({ timeout: 10_000 });
  await checkScreen(page, 'booking-dashboard');

  // Each booking's page, in its state.
  const view = async (id: string, title: string, badge: string) => {
    await page.goto(`/booking/view-booking/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
  };
  await view(pending.booking.id, 'Held nikah', 'Awaiting payment');
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  // The one payment summary: the total, and what is to pay now.
  await expect(page.getByText('Total: rent + refundable deposit')).toBeVisible();
  await expect(page.getByText(/^Pay now/).first()).toBeVisible();
  await checkScreen(page, 'booking-view-pending');

  await view(confirmed.booking.id, 'Paid walima', 'Confirmed');
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  await expect(page.getByText('Paid so far', { exact: true })).toBeVisible();
  await checkScreen(page, 'booking-view-confirmed');

  await view(cancelled.booking.id, 'Cancelled mehndi', 'Cancelled');
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print receipt' })).toHaveCount(0);
  const payments = page.getByRole('table', { name: 'Payments', exact: true });
  await expect(payments).toContainText('Not paid');
  await expect(payments).not.toContainText('Started');
  await checkScreen(page, 'booking-view-cancelled');

  await view(refund.booking.id, 'Late payment', 'Cancelled');
  await expect(page.getByText('Refund due')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  await checkScreen(page, 'booking-view-refund-due');

  // My bookings: every state at once; at 390 px no badge is cut ("Confirm…").
  await page.goto('/booking/my-bookings');
  await expect(page.getByRole('article')).toHaveCount(4);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const label of ['Awaiting payment', 'Confirmed', 'Cancelled']) {
    const badge = page.locator('.mantine-Badge-label', { hasText: label }).first();
    await expect(badge).toBeVisible();
    const cut = await badge.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut, `${label} is cut`).toBe(false);
  }
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await checkScreen(page, 'booking-my-bookings');

  // The calendar: after Enter on "Add to booking" the focus is on what was added, not the top.
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.goto('/booking/booking-calendar');
  await chooseHallAndSlot(page, 'Mini Hall', 'Evening');
  await showMonthsAhead(page, 5);
  await checkScreen(page, 'booking-calendar');
  const [picked] = await pickFreeDates(page, 1);
  await page.getByRole('button', { name: 'Add to booking' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Go to your booking (1 item)' })).toBeFocused();
  await page.keyboard.press('Enter');

  // The draft: event name and notes take the full width on a phone.
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
  await page.getByRole('textbox', { name: /Event name/ }).fill('Nikah');
  await page.setViewportSize({ width: 390, height: 844 });
  for (const name of [/Event name/, /Notes/]) {
    const box = await page.getByRole('textbox', { name }).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
  }
  // A text field shows focus with a ring, not a 1 px colour change.
  await page.getByRole('textbox', { name: /Notes/ }).focus();
  const ring = await page
    .getByRole('textbox', { name: /Notes/ })
    .evaluate((el) => getComputedStyle(el).outlineWidth + ' ' + getComputedStyle(el).outlineStyle);
  expect(ring).toBe('2px solid');
  await page.getByRole('textbox', { name: /Notes/ }).blur();
  await checkScreen(page, 'booking-new-with-items');

  await page.getByRole('link', { name: 'Continue to confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm and pay' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary', exact: true });
  await expect(summary.getByText('Event name:')).toBeVisible();
  await expect(summary).not.toContainText('(optional)');
  // The one payment summary says what is paid now.
  await expect(
    page.getByRole('region', { name: 'Payment summary' }).getByRole('row', { name: /^Pay now/ }),
  ).toBeVisible();
  await checkScreen(page, 'booking-confirm');

  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const checkout = page.getByRole('dialog', { name: 'Test payment — no money is taken' });
  await expect(checkout).toBeVisible();
  await checkScreen(page, 'booking-checkout-dialog');
  await checkout.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Waiting for your payment')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await checkScreen(page, 'booking-confirm-pending');

  // The booking is cancelled in another tab; this tab no longer offers to pay for it.
  const viewLink = await page.getByRole('link', { name: 'View booking' }).getAttribute('href');
  const other = await page.context().newPage();
  await other.goto(viewLink ?? '');
  await other.getByRole('button', { name: 'Cancel booking' }).click();
  await other
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(other.getByText('Cancelled', { exact: true })).toBeVisible();
  await other.close();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('There is nothing to confirm yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await checkScreen(page, 'booking-confirm-empty');
  expect(picked).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // A refusal because a date is taken names it as the app does (not 2026-12-19), on the marked item.
  const takenDate = daysAhead(base);
  await page.evaluate(
    ([hallId, date]) =>
      localStorage.setItem(
        'samaj.booking-draft',
        JSON.stringify({
          state: {
            booking_user_type: 'CM',
            event_name: 'Second try',
            notes: '',
            items: [{ hall_id: hallId, slot: 'B', booking_dates: [date] }],
            errors: null,
            pending: null,
            checkouts: {},
          },
          version: 1,
        }),
      ),
    [main.id, takenDate],
  );
  await page.reload();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const taken = page.getByRole('alert').filter({ hasText: 'Some dates are no longer free' });
  await expect(taken).toBeVisible();
  await expect(taken).not.toContainText(takenDate);
  await expect(taken).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4} \(Main Hall, Full Day\)/);
  await checkScreen(page, 'booking-confirm-taken');
  await page.goto('/booking/new-booking');
  await expect(page.getByRole('alert').filter({ hasText: 'Some dates are no longer free' })).toBeVisible();
  await checkScreen(page, 'booking-new-taken');

  // The hold of the first booking has run out (the browser's clock, 20 minutes on): no Pay now.
  await page.clock.install({ time: new Date(Date.now() + 20 * 60_000) });
  await view(pending.booking.id, 'Held nikah', 'Awaiting payment');
  await expect(page.getByText('The hold has ended')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await checkScreen(page, 'booking-view-expired');
});
