import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshots } from './a11y.ts';
import { DEMO_ADMIN, DEMO_USER, loginWithPassword, logout, newAccount, proveMobile } from './auth-helpers.ts';
import { horizontalOverflow } from './screens.ts';

// A fresh member's profile waits in the admin's approval queue; the admin approves it there, then writes
// and publishes a news item in the UI, which the public home page shows.

async function registerWithProfile(request: APIRequestContext) {
  const account = newAccount('admin-queue');
  const registered = await request.post('/api/auth/register', {
    data: { ...account, password_confirmation: account.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await proveMobile(request, ((await registered.json()) as { token: string }).token, account.mobile);
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
      no_picture: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const profile = (await created.json()) as { id: string; approved_on: string | null };
  expect(profile.approved_on).toBeNull();
  // The queue lists profiles sent for approval, not drafts.
  const sent = await request.post(`/api/matrimonial/${profile.id}/submit`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
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
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('The office is closed on Friday.');
  await page
    .getByRole('textbox', { name: 'Text', exact: true })
    .fill('Closed on Friday.\n\nOpen again on Saturday.');
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
  await proveMobile(request, ((await registered.json()) as { token: string }).token, account.mobile);
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
  await proveMobile(request, ((await registered.json()) as { token: string }).token, account.mobile);
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
    await checked(page, `list-${path.split('/').pop()}`);
  }
});

// ---- Every admin screen, in every state it has, passes axe (colour contrast included) ----

/** axe on the page as it is, at desktop and at phone width, then screenshots at 390 and 1280 px. */
async function checked(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page);
  // Nothing widens the page at phone width (a wide table scrolls inside its own box).
  expect(await horizontalOverflow(page), `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  if (size) await page.setViewportSize(size);
  await screenshots(page, `admin-${name}`);
}

/** A dialog once its opening transition is over (axe would see it half transparent). */
async function openDialog(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
  return dialog;
}

/** Every screen's first page has arrived: no skeleton left. */
async function loaded(page: Page) {
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
}

test('every admin screen passes axe in each of its states', async ({ page, request }) => {
  test.setTimeout(240_000);
  const member = await registerWithProfile(request);

  // A paid booking the office will cancel (so its refund is due), and a free date beside it to block.
  const family = newAccount('admin-axe');
  const registered = await request.post('/api/auth/register', {
    data: { ...family, password_confirmation: family.password },
  });
  expect(registered.status()).toBe(201);
  await proveMobile(request, ((await registered.json()) as { token: string }).token, family.mobile);
  const auth = { Authorization: `Bearer ${((await registered.json()) as { token: string }).token}` };
  const halls = (await (await request.get('/api/hall')).json()) as { id: string; name: string }[];
  const ahead = new Date(Date.now() + 200 * 86_400_000);
  const [year, month] = [ahead.getUTCFullYear(), ahead.getUTCMonth() + 1];
  const free = (await (
    await request.post('/api/hall/check-availablility-month', {
      data: { hall_id: halls[0]!.id, slot: 'B', year, month },
    })
  ).json()) as string[];
  expect(free.length).toBeGreaterThan(1);
  const created = await request.post('/api/booking/new-booking', {
    headers: auth,
    data: {
      booking: { booking_user_type: 'CM', event_name: 'Axe wedding' },
      booking_items: [{ hall_id: halls[0]!.id, slot: 'B', booking_dates: [free[0]] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { booking, payment } = (await created.json()) as {
    booking: { id: string };
    payment: { order_id: string };
  };
  const simulated = await request.post('/api/dev/payments/simulate', {
    headers: auth,
    data: { order_id: payment.order_id },
  });
  expect(simulated.status(), await simulated.text()).toBe(200);
  const paid = await request.post('/api/booking/payment-success', {
    headers: auth,
    data: await simulated.json(),
  });
  expect(paid.status(), await paid.text()).toBe(200);

  await page.goto('/login?redirect=/admin');
  await loginWithPassword(page, DEMO_ADMIN.mobile, DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await loaded(page);
  await checked(page, 'dashboard');

  // The approval queue: a profile shown, the reason dialog with its error, the other tabs.
  await page.goto('/admin/profiles?status=pending');
  await showInQueue(page, member.name);
  await checked(page, 'profiles-pending');
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const reject = await openDialog(page, `Reject ${member.name}`);
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Please give a reason.')).toBeVisible();
  await checked(page, 'profiles-reject-dialog');
  await reject.getByRole('button', { name: 'Cancel' }).click();
  for (const status of ['approved', 'rejected']) {
    await page.goto(`/admin/profiles?status=${status}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Approval queue' })).toBeVisible();
    await loaded(page);
    await checked(page, `profiles-${status}`);
  }

  // News: the editor new, with its error, saved, published, the delete dialog.
  await page.goto('/admin/news/new');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Please give a title.')).toBeVisible();
  await checked(page, 'news-editor-errors');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Axe notice ${Date.now()}`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit news item' })).toBeVisible();
  await expect(page.getByText('Draft: not on the public pages.')).toBeVisible();
  await checked(page, 'news-editor-saved');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await checked(page, 'news-editor-published');
  await page.getByRole('button', { name: 'Delete' }).click();
  const deleting = await openDialog(page, /Delete/);
  await checked(page, 'news-delete-dialog');
  await deleting.getByRole('button', { name: 'Cancel' }).click();

  // Jobs: the new job's errors.
  await page.goto('/admin/jobs/new');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Please give a title.')).toBeVisible();
  await checked(page, 'job-editor-errors');

  // Halls: the new hall's errors, and a letter typed into a price.
  await page.goto('/admin/halls/new');
  await page.getByRole('button', { name: 'Create hall' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await checked(page, 'hall-editor-errors');
  await page.goto(`/admin/halls/${halls[0]!.id}`);
  const deposit = page.getByRole('textbox', { name: /^Deposit/ }).first();
  await deposit.fill('');
  await deposit.pressSequentially('abc');
  await expect(
    page.getByText('The amount must be a number of rupees, in digits (like 25000).'),
  ).toBeVisible();
  await checked(page, 'hall-editor-not-a-number');

  // Blocked dates: the form's error, a block made, the unblock dialog.
  await page.goto('/admin/halls/blocked-dates');
  await expect(page.getByRole('heading', { level: 2, name: 'Block dates' })).toBeVisible();
  await loaded(page);
  await checked(page, 'blocked-dates');
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await checked(page, 'blocked-dates-errors');
  await page.getByLabel('From', { exact: false }).first().fill(free[1]!);
  await page.getByRole('textbox', { name: 'Reason' }).fill('Axe repairs');
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('1 date blocked.')).toBeVisible();
  await page.getByLabel('From', { exact: false }).nth(1).fill(free[1]!);
  await expect(page.getByRole('cell', { name: 'Axe repairs' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Unblock / })
    .first()
    .click();
  const unblock = await openDialog(page, 'Unblock this date?');
  await checked(page, 'blocked-dates-unblock-dialog');
  await unblock.getByRole('button', { name: 'Cancel' }).click();

  // The calendar of that month: the paid booking and the blocked date beside it.
  await page.goto(`/admin/bookings/calendar?year=${year}&month=${month}`);
  await expect(page.getByText(/Full day: blocked, Axe repairs/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Full day: Axe wedding (Confirmed)' })).toBeVisible();
  await checked(page, 'calendar');

  // The booking: its page, the cancel dialog with its error, then its refund due and the refund dialog.
  await page.goto(`/admin/bookings/${booking.id}`);
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  await checked(page, 'booking-confirmed');
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = await openDialog(page, 'Cancel this booking?');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(cancel.getByText('Please give a reason.')).toBeVisible();
  await checked(page, 'booking-cancel-dialog');
  await cancel.getByRole('textbox', { name: /Reason/ }).fill('Hall flooded');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Money to give back')).toBeVisible();
  await expect(cancel).toBeHidden(); // faded out: axe would read its half-transparent colours
  await checked(page, 'booking-refund-due');
  await page.getByRole('button', { name: 'Mark refunded' }).click();
  await openDialog(page, 'Mark this booking refunded?');
  await checked(page, 'booking-refund-dialog');
  await page.keyboard.press('Escape');

  await page.goto('/admin/bookings?status=cancelled');
  await loaded(page);
  await checked(page, 'bookings-cancelled');

  // Push: its errors, then the confirmation.
  await page.goto('/admin/push');
  await page.getByRole('button', { name: 'Send to everyone…' }).click();
  await expect(page.getByText('Please give a title.')).toBeVisible();
  await checked(page, 'push-errors');
  await page.getByRole('textbox', { name: 'Title' }).fill('Eid Mubarak');
  await page.getByRole('textbox', { name: 'Message' }).fill('Prayers at 7.');
  await page.getByRole('button', { name: 'Send to everyone…' }).click();
  const send = await openDialog(page, 'Send to every member?');
  await checked(page, 'push-confirm-dialog');
  await send.getByRole('button', { name: 'Cancel' }).click();

  // Empty lists: news that no loaded item matches, bookings of a status none has, a user search.
  await page.goto('/admin/news');
  await loaded(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill('no such item anywhere');
  await expect(page.getByText('No loaded item matches.')).toBeVisible();
  await checked(page, 'news-no-match');
  await page.goto('/admin/bookings?status=expired');
  await loaded(page);
  await checked(page, 'bookings-expired');
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: /Search/ }).fill(family.mobile);
  await page.getByRole('button', { name: `Make ${family.name} an admin` }).click();
  const grant = await openDialog(page, 'Make this user an admin?');
  await checked(page, 'users-grant-dialog');
  await grant.getByRole('button', { name: 'Cancel' }).click();
  await expect(grant).toBeHidden();
  await page.getByRole('searchbox', { name: /Search/ }).fill('nobody-by-this-name');
  await expect(page.getByText('No user matches “nobody-by-this-name”.')).toBeVisible();
  await checked(page, 'users-no-match');

  // The audit log names what was done: the booking by its family, hall and date.
  await page.goto('/admin/audit');
  await loaded(page);
  await expect(page.getByRole('table').getByText(`Booking: ${family.name}: ${halls[0]!.name}`)).toBeVisible();
  await checked(page, 'audit');

  // Reports: a member reports the pending profile; the office sees it open, closes it, finds it closed.
  const reporter = await request.post('/api/auth/login', {
    data: { mobile: DEMO_USER.mobile, password: DEMO_USER.password },
  });
  expect(reporter.status(), await reporter.text()).toBe(200);
  const reported = await request.post(`/api/matrimonial/report/${member.profileId}`, {
    headers: { Authorization: `Bearer ${((await reporter.json()) as { token: string }).token}` },
    data: { reason: 'The pictures are of someone else.' },
  });
  expect(reported.status(), await reported.text()).toBeLessThan(300);
  await page.goto('/admin/reports?status=closed');
  await loaded(page);
  await checked(page, 'reports-closed-before');
  await page.goto('/admin/reports');
  await expect(page.getByText('The pictures are of someone else.')).toBeVisible();
  await checked(page, 'reports-open');
  await page.getByRole('button', { name: `Close report on ${member.name}…` }).click();
  const closing = await openDialog(page, `Close the report on ${member.name}`);
  await closing.getByRole('button', { name: 'Dismiss report' }).click();
  await expect(closing.getByText('Please choose what to do.')).toBeVisible();
  await checked(page, 'reports-close-dialog-errors');
  await closing.getByRole('radio', { name: /^Dismiss/ }).check();
  await closing.getByRole('textbox', { name: /Note/ }).fill('Pictures checked with the family.');
  await closing.getByRole('button', { name: 'Dismiss report' }).click();
  await expect(page.getByText('Report dismissed.')).toBeVisible();
  await expect(page.getByText('The pictures are of someone else.')).toHaveCount(0);
  await expect(closing).toBeHidden();
  await checked(page, 'reports-after-close');
  await page.getByRole('tab', { name: 'Closed' }).click();
  await expect(page.getByText('Note: Pictures checked with the family.')).toBeVisible();
  await checked(page, 'reports-closed');
});
