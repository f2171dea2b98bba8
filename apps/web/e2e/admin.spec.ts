import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { DEMO_ADMIN, loginWithPassword, newAccount } from './auth-helpers.ts';

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
