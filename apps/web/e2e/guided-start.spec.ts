import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import {
  adminSession,
  approvedProfile,
  dobForAge,
  latestCode,
  registerAccount,
  registerThroughForm,
  signedInPage,
} from './auth-helpers.ts';
import { say } from './language-helpers.ts';
import { checkScreen } from './screens.ts';

// A guided start (decision 063), on a phone (390 px), in English and in Urdu (right to left),
// every label read from the language's own strings:
// - the search shows its matches first; the filters wait in a sheet behind "Filters (n)";
// - registering leads to the number's proof, then to what to do first (a profile, a hall, or later).

const PHONE = { width: 390, height: 844 };

for (const lang of ['en', 'ur'] as const) {
  test(`the search shows matches first, the filters in a sheet (${lang})`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const admin = (await adminSession(request)).token;

    // A town of this run's own, so that the filtered results are exactly these families.
    const town = `Mandvi ${lang} ${Date.now().toString().slice(-6)}`;
    const her = await registerAccount(request, `guided-her-${lang}`);
    // Ages 18-40 is one filter in use (any marital status and any work are none).
    await approvedProfile(request, admin, her.token, {
      first_name: 'Rukhsar',
      gender: 'female',
      date_of_birth: dobForAge(25),
      city: 'Bhuj',
      prefer_marital_status: 'any',
      prefer_with_job: 'any',
      prefer_min_age: 18,
      prefer_max_age: 40,
    });
    for (const [first, age] of [
      ['Faizan', 27],
      ['Irfan', 30],
    ] as const) {
      const family = await registerAccount(request, `guided-${first.toLowerCase()}-${lang}`);
      await approvedProfile(request, admin, family.token, {
        first_name: first,
        gender: 'male',
        date_of_birth: dobForAge(age),
        city: town,
      });
    }

    const page = await signedInPage(browser, her, lang, { viewport: PHONE });
    await page.goto('/matrimonial/search-profile');
    await expect(
      page.getByRole('heading', { level: 1, name: say(lang, 'matrimonial:search.title') }),
    ).toBeVisible();
    if (lang === 'ur') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // The matches come first: the first card starts within the phone's first screenful, and no
    // filter field is on the page until asked for.
    const results = page.getByRole('region', { name: say(lang, 'matrimonial:search.results') });
    const first = results.getByRole('article').first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box, 'the first card is laid out').not.toBeNull();
    expect(box!.y, 'the first card starts above the fold').toBeLessThan(PHONE.height);
    await expect(page.getByRole('form', { name: say(lang, 'matrimonial:search.filters') })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: say(lang, 'matrimonial:fields.city') })).toHaveCount(0);

    // The button says how many filters are in use, in its text and its accessible name.
    const button = page.getByRole('button', {
      name: say(lang, 'matrimonial:search.filtersInUse_other', { count: 1 }),
    });
    await expect(button).toHaveText(say(lang, 'matrimonial:search.filtersCount', { count: 1 }));
    await checkScreen(page, `guided-start-search-${lang}`);

    // The sheet: the form, Apply and Clear filters; a city narrows the results to this run's families.
    await button.click();
    const sheet = page.getByRole('dialog', { name: say(lang, 'matrimonial:search.filters') });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: say(lang, 'matrimonial:search.clear') })).toBeVisible();
    await sheet.getByRole('textbox', { name: say(lang, 'matrimonial:fields.city') }).fill(town);
    await checkScreen(page, `guided-start-search-sheet-${lang}`);
    await sheet.getByRole('button', { name: say(lang, 'matrimonial:search.apply') }).click();
    await expect(sheet).toBeHidden();
    const two = page.getByRole('button', {
      name: say(lang, 'matrimonial:search.filtersInUse_other', { count: 2 }),
    });
    await expect(two).toBeFocused();
    await expect(two).toHaveText(say(lang, 'matrimonial:search.filtersCount', { count: 2 }));
    await expect(results.getByRole('article')).toHaveCount(2);
    await expect(results.getByRole('heading', { level: 3 })).toHaveText(['Faizan Memon', 'Irfan Memon']);
    await checkScreen(page, `guided-start-search-filtered-${lang}`);

    // Escape closes the sheet without searching; what was typed is dropped, focus comes back.
    await two.click();
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: say(lang, 'matrimonial:search.clear') }).click();
    await expect(sheet.getByRole('textbox', { name: say(lang, 'matrimonial:fields.city') })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(two).toBeFocused();
    await expect(results.getByRole('article')).toHaveCount(2);
    await page.context().close();
  });

  test(`registering leads to the number's proof, then a next step (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    // No e-mail: it is optional.
    const account = await registerThroughForm(page, lang, `guided-start-${lang}`);

    // The proof first, and then the next step: in English with the code, in Urdu put off ("Not now").
    await expect(
      page.getByRole('heading', { level: 1, name: say(lang, 'account:verify.title') }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/verify-mobile\?redirect=%2Fget-started$/);
    if (lang === 'en') {
      await page.getByRole('button', { name: say(lang, 'account:verify.send') }).click();
      const code = page.getByRole('textbox', { name: say(lang, 'account:verify.code') });
      await code.fill(await latestCode(request, account.mobile));
      await page.getByRole('button', { name: say(lang, 'account:verify.submit') }).click();
    } else {
      await page.getByRole('link', { name: say(lang, 'account:verify.later') }).click();
    }

    const welcome = say(lang, 'account:start.title', { name: account.name });
    await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
    await expect(page).toHaveURL(/\/get-started$/);
    if (lang === 'ur') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const profile = page.getByRole('region', { name: say(lang, 'account:start.profileTitle') });
    for (const relation of ['self', 'son', 'daughter']) {
      await expect(
        profile.getByRole('link', { name: say(lang, `account:start.profileFor.${relation}`) }),
      ).toHaveAttribute('href', `/matrimonial/profile-steps?new=1&for=${relation}`);
    }
    await expect(page.getByRole('link', { name: say(lang, 'account:start.hallLink') })).toHaveAttribute(
      'href',
      '/booking/booking-calendar',
    );
    await checkScreen(page, `guided-start-next-step-${lang}`);

    // A profile for the son opens the profile's path with the son chosen.
    await profile.getByRole('link', { name: say(lang, 'account:start.profileFor.son') }).click();
    await expect(page).toHaveURL(/\/matrimonial\/profile-steps\?new=1&for=son$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // "Later" goes home.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
    await page.getByRole('link', { name: say(lang, 'account:start.later') }).click();
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });
}
