import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshots } from './a11y.ts';
import { loginWithPassword, newAccount, proveMobile } from './auth-helpers.ts';

// A family with no notifications sees the empty page; its booking is confirmed (paid through the
// local gateway), the bell counts it, and opening it lands on the booking and clears the count.

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('a booking notification: bell, page, and the booking it opens', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = newAccount('notifications');
  const registered = await request.post('/api/auth/register', {
    data: { ...account, password_confirmation: account.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await proveMobile(request, ((await registered.json()) as { token: string }).token, account.mobile);
  const { token } = (await registered.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };

  await page.goto('/login?redirect=/notifications');
  await loginWithPassword(page, account.mobile, account.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(
    page.getByText('No notifications yet. You will find here interests, approvals and booking news.'),
  ).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'notifications-empty');

  // A booking, paid: the server writes "Booking confirmed" for the account.
  const halls = (await (await request.get('/api/hall')).json()) as { id: string; name: string }[];
  const main = halls.find((hall) => hall.name === 'Main Hall')!;
  const created = await request.post('/api/booking/new-booking', {
    headers,
    data: {
      booking: { booking_user_type: 'CM', event_name: 'Bell walima' },
      booking_items: [
        { hall_id: main.id, slot: 'B', booking_dates: [daysAhead(630 + Math.floor(Math.random() * 90))] },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { booking, payment } = (await created.json()) as {
    booking: { id: string };
    payment: { order_id: string };
  };
  const signed = await request.post('/api/dev/payments/simulate', {
    headers,
    data: { order_id: payment.order_id },
  });
  expect(signed.status()).toBe(200);
  const paid = await request.post('/api/booking/payment-success', { headers, data: await signed.json() });
  expect(paid.status(), await paid.text()).toBe(200);

  await page.goto('/');
  const bell = page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const item = page.getByRole('listitem').filter({ hasText: 'Booking confirmed' });
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'notifications-booking');

  await item.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/booking/view-booking/${booking.id}$`));
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true }),
  ).toBeVisible();
  await page.goBack();
  await expect(item.getByText('New', { exact: true })).toHaveCount(0);
  const count = await request.get('/api/notifications/unread-count', { headers });
  expect(await count.json()).toEqual({ count: 0 });
});
