import { expect, test } from '@playwright/test';
import {
  approvedProfile,
  DEMO_ADMIN,
  dobForAge,
  loginWithPassword,
  registerAccount,
} from './auth-helpers.ts';
import { checkEnglishAndUrdu } from './screens.ts';
import { openSearchFilters } from './search-panel.ts';

// Search filters and orders (docs/api.md, Matrimonial profiles, consent and safety): a family searches with the new filters and an order, shortlists a profile
// and finds it on the Shortlist page, sees its new matches on the dashboard, and pauses and resumes its
// profile. Each new screen or state is checked with axe at 390 and 1280 px, in English and in Urdu.

test('search with filters and an order, shortlist, new matches, pause and resume', async ({
  page,
  request,
}) => {
  // Five screens, each in two languages at two widths.
  test.setTimeout(150_000);
  const login = await request.post('/api/auth/login', {
    data: { mobile: DEMO_ADMIN.mobile, password: DEMO_ADMIN.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const admin = ((await login.json()) as { token: string }).token;

  // A town of this run's own, so the filtered results are exactly these families.
  const town = `Anjar ${Date.now().toString().slice(-6)}`;
  const her = await registerAccount(request, 'filters-her');
  await approvedProfile(request, admin, her.token, {
    first_name: 'Zainab',
    gender: 'female',
    date_of_birth: dobForAge(26),
    city: 'Surat',
    prefer_marital_status: 'any',
    prefer_with_job: 'any',
    prefer_min_age: 18,
    prefer_max_age: 60,
  });
  const men = [
    { first_name: 'Adnan', age: 27, city: town, community: 'cutchi_memon', height_cm: 172 },
    { first_name: 'Bashir', age: 29, city: 'Elsewhere', community: 'halai_memon', height_cm: 180 },
    { first_name: 'Chirag', age: 31, city: town.toUpperCase(), community: 'other_memon', height_cm: 168 },
  ];
  for (const man of men) {
    const family = await registerAccount(request, `filters-${man.first_name.toLowerCase()}`);
    const { age, ...body } = man;
    await approvedProfile(request, admin, family.token, {
      ...body,
      gender: 'male',
      date_of_birth: dobForAge(age),
    });
  }

  await page.goto('/login?redirect=/matrimonial/search-profile');
  await loginWithPassword(page, her.mobile, her.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Search matches' })).toBeVisible();

  // City (any case) and newest first: Chirag, then Adnan; Bashir lives elsewhere.
  // The filters: a panel beside the matches at 1280 px, a sheet on a phone (decision 063).
  const { filters, applied } = await openSearchFilters(page);
  await filters.getByRole('textbox', { name: 'City' }).fill(town.toLowerCase());
  await filters.getByLabel('Order').selectOption('newest');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await applied();
  const results = page.getByRole('region', { name: 'Matches' });
  await expect(results.getByRole('article')).toHaveCount(2);
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(['Chirag Memon', 'Adnan Memon']);
  await checkEnglishAndUrdu(page, 'search-filters-filters');

  // Shortlist Adnan from his card, then find him on the Shortlist page.
  const star = results.getByRole('button', { name: 'Shortlist Adnan' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/matrimonial/profiles/interested-in-me');
  await page
    .getByRole('navigation', { name: 'Activity lists' })
    .getByRole('link', { name: 'Shortlist' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shortlist' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Adnan Memon' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Shortlist Adnan' })).toHaveAttribute('aria-pressed', 'true');
  await checkEnglishAndUrdu(page, 'search-filters-shortlist');

  // The dashboard shows the new matches.
  await page.goto('/matrimonial');
  const matches = page.getByRole('region', { name: 'New matches for you' });
  await expect(matches.getByRole('link', { name: 'Adnan Memon' })).toBeVisible();
  await checkEnglishAndUrdu(page, 'search-filters-new-matches');

  // Pause her profile (engaged), see it paused, resume it.
  await page.goto('/matrimonial/user-profiles');
  await page.getByRole('button', { name: 'Pause Zainab Memon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pause Zainab Memon?' });
  await dialog.getByRole('radio', { name: 'Engaged' }).check();
  await checkEnglishAndUrdu(page, 'search-filters-pause-dialog');
  await dialog.getByRole('button', { name: 'Pause the profile' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: 'Zainab Memon' });
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();
  await checkEnglishAndUrdu(page, 'search-filters-paused');
  await card.getByRole('button', { name: 'Resume Zainab Memon' }).click();
  await expect(card.getByText('Paused', { exact: true })).toBeHidden();
  await expect(card.getByRole('button', { name: 'Pause Zainab Memon' })).toBeVisible();
});
