import { expect, test } from '@playwright/test';
import { loginWithPassword, newAccount, proveMobile } from './auth-helpers.ts';
import { checkEnglishAndUrdu, checkScreen } from './screens.ts';

// The member's data (docs/api.md, Matrimonial profiles, consent and safety): a family downloads everything the app keeps about the account, then
// deletes the account with its password and can no longer log in. Each new screen or state is checked
// with axe at 390 and 1280 px, in English and in Urdu.

test('download my data, delete the account with its password, and no login afterwards', async ({
  page,
  request,
}) => {
  const account = newAccount('account');
  const registered = await request.post('/api/auth/register', {
    data: { ...account, password_confirmation: account.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await proveMobile(request, ((await registered.json()) as { token: string }).token, account.mobile);

  await page.goto('/login?redirect=/account');
  await loginWithPassword(page, account.mobile, account.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  // The page is reached from the account menu too.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: account.name }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await checkEnglishAndUrdu(page, 'account');

  // --- Download my data: a dated JSON file with the account's own records and no secret. ---
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^samaj-account-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await (
    await download.createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const data = JSON.parse(text) as { account: { name: string; mobile: string; email: string } };
  expect(data.account).toMatchObject({
    name: account.name,
    mobile: `+91${account.mobile}`,
    email: account.email,
  });
  expect(text).not.toContain('password_hash');
  await expect(page.getByText('Your data has been downloaded.')).toBeVisible();
  await checkEnglishAndUrdu(page, 'account-downloaded');

  // --- Delete the account: the password, one more question, then home with a notice. ---
  await page.getByLabel('Your password').fill(account.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await expect(dialog).toBeVisible();
  await checkEnglishAndUrdu(page, 'account-delete-confirm');
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText('Your account has been deleted. Thank you for being part of Samaj.'),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await checkScreen(page, 'account-deleted');

  // --- The same number and password no longer log in. ---
  await page.goto('/login');
  await loginWithPassword(page, account.mobile, account.password);
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
    /These credentials do not match our records\./,
  );
  await expect(page).toHaveURL(/\/login/);
});
