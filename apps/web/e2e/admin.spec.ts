import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshots } from './a11y.ts';
import { DEMO_ADMIN, loginWithPassword, logout, newAccount } from './auth-helpers.ts';

// A fresh member's profile waits in the admin's approval queue; the admin approves it there, then writes
// and publishes a news item in the UI, which the public home page shows.

async function registerWithProfile(request: APIRequestContext) {
  const account = newAccount('admin-queue');
  const registered = await request.post('/api/auth/register', {
    data: { ...account, password_confirmation: account.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const first = `Queue${account.mobile.slice(-4)}`;
  const created = await request.post('/api/matrimonial/create-profile', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      first_name: first,
      last_name: 'Tester',
      gender: 'female',
      date_of_birth: '1997-05-20',
      marital_status: 'never_married',
      relation: 'self',
      city: 'Mumbai',
      occupation: 'Designer',
      has_job: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const profile = (await created.json()) as { id: string; approved_on: string | null };
  expect(profile.approved_on).toBeNull();
  return { token, profileId: profile.id, name: `${first} Tester` };
}

async function showInQueue(page: Page, name: string) {
  // Newest first, so the fresh profile leads; others the demo seed left pending may follow.
  const heading = page.getByRole('heading', { level: 2, name });
  for (let step = 0; step < 50 && !(await heading.isVisible()); step++) {
    await expect(page.getByText(/^Profile \d+ of \d+/)).toBeVisible();
    await page.keyboard.press('j');
  }
  await expect(heading).toBeVisible();
}

test('the admin approves a pending profile and publishes news that the home page shows', async ({
  page,
  request,
}) => {
  const member = await registerWithProfile(request);

  await page.goto('/login?redirect=/admin');
  await loginWithPassword(page, DEMO_ADMIN.mobile, DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Profiles waiting for approval/ })).toBeVisible();

  await page.getByRole('link', { name: /Profiles waiting for approval/ }).click();
  await expect(page).toHaveURL(/\/admin\/profiles\?status=pending$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Approval queue' })).toBeVisible();
  await showInQueue(page, member.name);
  await expectNoSeriousA11yViolations(page);

  const approved = page.waitForResponse(
    (response) => response.url().endsWith(`/api/admin/profiles/${member.profileId}/approve`) && response.ok(),
  );
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await approved;
  await expect(page.getByRole('heading', { level: 2, name: member.name })).toBeHidden();

  // The owner sees the approval.
  const own = await request.get(`/api/matrimonial/get-profile/${member.profileId}`, {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(((await own.json()) as { approved_on: string | null }).approved_on).not.toBeNull();

  // News: written and published in the admin area, then on the public home page.
  const title = `Jamat notice ${Date.now()}`;
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await page.getByRole('link', { name: 'New news item' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Summary' }).fill('The office is closed on Friday.');
  await page.getByRole('textbox', { name: 'Text' }).fill('Closed on Friday.\n\nOpen again on Saturday.');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('Open again on Saturday.')).toBeVisible();
  await page.getByRole('checkbox', { name: /Notify members/ }).check();
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit news item' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/');
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
});

test('a member without the admin flag is refused the admin area', async ({ page, request }) => {
  const account = newAccount('not-admin');
  const registered = await request.post('/api/auth/register', {
    data: { ...account, password_confirmation: account.password },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/login?redirect=/admin/profiles');
  await loginWithPassword(page, account.mobile, account.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
});

test('the office confirms a member type; the family then books only at it and pays a hold from its page', async ({
  page,
  request,
}) => {
  const account = newAccount('member-type');
  const registered = await request.post('/api/auth/register', {
    data: { ...account, password_confirmation: account.password },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };

  // An unpaid booking made before any type was confirmed (through the API: no checkout in this browser).
  const halls = (await (await request.get('/api/hall')).json()) as { id: string; name: string }[];
  const ahead = new Date(Date.now() + 120 * 86_400_000);
  const free = (await (
    await request.post('/api/hall/check-availablility-month', {
      data: {
        hall_id: halls[0]!.id,
        slot: 'E',
        year: ahead.getUTCFullYear(),
        month: ahead.getUTCMonth() + 1,
      },
    })
  ).json()) as string[];
  expect(free.length).toBeGreaterThan(0);
  const created = await request.post('/api/booking/new-booking', {
    headers: auth,
    data: {
      booking: { booking_user_type: 'NCM', event_name: 'Member type check' },
      booking_items: [{ hall_id: halls[0]!.id, slot: 'E', booking_dates: [free[0]] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const bookingId = ((await created.json()) as { booking: { id: string } }).booking.id;

  await page.goto('/login?redirect=/admin/users');
  await loginWithPassword(page, DEMO_ADMIN.mobile, DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('searchbox', { name: /Search/ }).fill(account.mobile);
  const select = page.getByRole('combobox', { name: `Member type of ${account.name}` });
  await expect(select).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'admin-users-member-type');
  await select.selectOption({ label: 'Cutchi Memon (CM)' });
  await expect(page.getByText(`${account.name}: member type Cutchi Memon (CM).`)).toBeVisible();

  // The booking made before shows the office that its type was never confirmed.
  await page.goto(`/admin/bookings/${bookingId}`);
  await expect(page.getByText(/Non Cutchi Memon \(NCM\), not confirmed by the office/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'admin-booking-unverified');
  await logout(page, DEMO_ADMIN.name);

  // The family: the booking form offers only the confirmed type.
  await page.goto('/login?redirect=/booking/new-booking');
  await loginWithPassword(page, account.mobile, account.password);
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
  await expect(page.getByTestId('confirmed-user-type')).toHaveText('Cutchi Memon (CM)');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'booking-confirmed-type');

  // The hold made elsewhere is paid from its own page: the server gives the checkout.
  await page.goto(`/booking/view-booking/${bookingId}`);
  await expect(page.getByText('Waiting for your payment')).toBeVisible();
  await screenshots(page, 'booking-view-pending');
  await page.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test payment — no money is taken' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1'); // its opening transition is over
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'booking-pay-dialog');
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
});

test('every admin list screen loads its first page and passes axe', async ({ page }) => {
  await page.goto('/login?redirect=/admin');
  await loginWithPassword(page, DEMO_ADMIN.mobile, DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  const screens: [string, string][] = [
    ['/admin/news', 'News'],
    ['/admin/jobs', 'Jobs'],
    ['/admin/halls', 'Halls'],
    ['/admin/bookings', 'Bookings'],
    ['/admin/reports', 'Reports against profiles'],
    ['/admin/audit', 'Audit log'],
    ['/admin/users', 'Users'],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The first page has arrived: its skeleton is gone (a list, a table or the empty state shows).
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, `admin-list-${path.split('/').pop()}`);
  }
});
