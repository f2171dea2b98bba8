import { expect, test } from '@playwright/test';
import { expectBadgesReadable } from './badge-contrast.ts';
import {
  adminSession,
  approvedProfile,
  authHeader,
  dobForAge,
  loginWithPassword,
  registerAccount,
} from './auth-helpers.ts';
import { checkScreen } from './screens.ts';

// The jamat-verified badge was dark green on dark green on every search card, and axe
// passed it. A verified profile on a search card and on its page, with the pause and consent marks,
// each measured as drawn (badge-contrast.ts; checkScreen measures every badge of every screen too).

test('the verified badge and its neighbours read at 4.5:1 as drawn, on a card and a profile (en, ur)', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = (await adminSession(request)).token;
  const town = `Mundra ${Date.now().toString().slice(-6)}`;
  const her = await registerAccount(request, 'badge-her');
  await approvedProfile(request, admin, her.token, {
    first_name: 'Rukaiya',
    gender: 'female',
    date_of_birth: dobForAge(27),
    city: town,
    prefer_min_age: 18,
    prefer_max_age: 60,
  });
  const him = await registerAccount(request, 'badge-him');
  const his = await approvedProfile(request, admin, him.token, {
    first_name: 'Sohail',
    gender: 'male',
    date_of_birth: dobForAge(29),
    city: town,
  });
  const verified = await request.post(`/api/admin/profiles/${his}/verify`, {
    headers: authHeader(admin),
    data: { note: 'Met the family at the office.' },
  });
  expect(verified.ok(), await verified.text()).toBe(true);

  await page.goto('/login?redirect=/matrimonial/search-profile');
  await loginWithPassword(page, her.mobile, her.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Search matches' })).toBeVisible();
  // The filters wait behind the Filters button, in a sheet (issue 32 item 5).
  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('dialog', { name: 'Search filters' });
  await filters.getByRole('textbox', { name: 'City' }).fill(town);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(filters).toBeHidden();
  const results = page.getByRole('region', { name: 'Matches' });
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByRole('article').getByText('Verified')).toBeVisible();
  await expectBadgesReadable(page);
  await checkScreen(page, 'badges-search-card', ['ur']);

  await page.goto(`/matrimonial/view-profile/${his}`);
  await expect(page.getByText('Verified by the jamat')).toBeVisible();
  await expectBadgesReadable(page);
  await checkScreen(page, 'badges-profile', ['ur']);
});
