import { expect, test, type Page } from '@playwright/test';
import { adminSession, approvedProfile, dobForAge, registerAccount, signedIn } from './auth-helpers.ts';
import { checkScreen } from './screens.ts';

// Decision 037: a member page opened with a stored session names its chunks in its HTML (the server's
// route preloads), and the profile's "More" menu and its dialogs load after the page shows. Each file
// named is fetched once (the app reuses the preloaded one), and nothing is logged: no CSP refusal, no
// unused or mismatched preload.

/** Where and whom the two profiles of this journey look for: each other. */
const PROFILE = {
  city: 'Surat',
  prefer_marital_status: 'any',
  prefer_with_job: 'any',
  prefer_min_age: 18,
  prefer_max_age: 60,
};

/** What the page logs (errors and warnings) and which of the build's files it asks for, as it goes. */
function watch(page: Page) {
  const logged: string[] = [];
  page.on('console', (message) => {
    // Playwright's own note (the config blocks service workers) is not the page's.
    if (message.text().includes('blocked by Playwright')) return;
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  });
  page.on('pageerror', (error) => logged.push(error.message));
  const requested: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/assets/')) requested.push(url.pathname);
  });
  return { logged, requested };
}

async function openPreloaded(page: Page, path: string, requested: string[]): Promise<string[]> {
  requested.length = 0;
  await page.goto(path);
  const preloaded = await page
    .locator('link[rel="modulepreload"], link[rel="preload"][as="style"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(preloaded.length, path).toBeGreaterThan(0);
  // Chrome says so in the console when a preload goes unused for about three seconds.
  await page.waitForTimeout(3500);
  for (const file of preloaded)
    expect(
      requested.filter((r) => r === file),
      file,
    ).toHaveLength(1);
  return preloaded;
}

test('member pages fetch their preloaded chunks once, and the profile menu loads after the page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = (await adminSession(request)).token;
  const her = await registerAccount(request, 'preload-her');
  await approvedProfile(request, admin, her.token, {
    ...PROFILE,
    first_name: 'Sana',
    gender: 'female',
    date_of_birth: dobForAge(27),
  });
  const him = await registerAccount(request, 'preload-him');
  const hisId = await approvedProfile(request, admin, him.token, {
    ...PROFILE,
    first_name: 'Yusuf',
    gender: 'male',
    date_of_birth: dobForAge(29),
  });

  const { logged, requested } = watch(page);
  await signedIn(page, her);

  await openPreloaded(page, '/matrimonial/search-profile', requested);
  await expect(page.getByRole('heading', { level: 1, name: 'Search matches' })).toBeVisible();
  await checkScreen(page, 'preloaded-search');

  const profile = await openPreloaded(page, `/matrimonial/view-profile/${hisId}`, requested);
  await expect(page.getByRole('heading', { level: 1, name: 'Yusuf Memon' })).toBeVisible();
  // The menu's chunk is not among the page's preloads: it loads after the page (when wanted, or a few
  // seconds on), and a press on the button opens it either way.
  expect(profile.some((f) => /profile-moderation/.test(f))).toBe(false);
  await page.getByRole('button', { name: 'More actions for Yusuf Memon' }).click();
  expect(requested.some((f) => /profile-moderation/.test(f))).toBe(true);
  await page.getByRole('menuitem', { name: 'Block profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Yusuf Memon?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await checkScreen(page, 'preloaded-profile');

  await openPreloaded(page, '/booking/confirm-new-booking', requested);
  await expect(page.getByText('There is nothing to confirm yet.')).toBeVisible();
  await checkScreen(page, 'preloaded-draft');

  expect(logged).toEqual([]);
});

// Decision 040: a page in a language other than English names that language's translations in its HTML,
// so they come with the first-load script; the app's own import of them reuses the file.
test('a page in Urdu names its translations, fetched once, and shows in Urdu', async ({ page }) => {
  const { logged, requested } = watch(page);
  const preloaded = await openPreloaded(page, '/?lang=ur', requested);
  expect(preloaded.some((f) => /\/assets\/ur-[\w-]+\.js$/.test(f))).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'شادی ہال' }).first()).toBeVisible();
  await checkScreen(page, 'preloaded-home-ur');
  expect(logged).toEqual([]);
});
