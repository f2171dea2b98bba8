import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import {
  authHeader,
  draftProfile,
  latestCode,
  registerAccount,
  registerThroughForm,
  signedInPage,
} from './auth-helpers.ts';
import { say } from './language-helpers.ts';
import { checkScreen } from './screens.ts';

// Decision 041: a new account proves its number by a code before it can hold hall dates,
// ask a candidate's consent... The proof is registering's last step, and wherever the server answers
// 403 mobile_not_verified the same screen opens and then goes back. In English and in Urdu (right to
// left), with every label read from the language's own strings.

type Lang = 'en' | 'ur';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks the first free date a few months ahead for Main Hall's evening, and takes it to the confirm page. */
async function draftOneDate(page: Page, lang: Lang) {
  await page
    .getByRole('combobox', { name: say(lang, 'booking:add.hall'), exact: true })
    // The seed gives the hall an Urdu name, which an Urdu reader is shown.
    .selectOption({ label: lang === 'ur' ? 'مین ہال' : 'Main Hall' });
  await page
    .getByRole('combobox', { name: say(lang, 'booking:add.slot'), exact: true })
    .selectOption({ label: say(lang, 'booking:slots.E') });
  for (let i = 0; i < 4; i += 1) {
    const heading = await page.getByRole('grid').getAttribute('aria-labelledby');
    const before = await page.locator(`[id="${heading}"]`).textContent();
    await page.getByRole('button', { name: say(lang, 'booking:calendar.nextMonth') }).click();
    await expect(page.locator(`[id="${heading}"]`)).not.toHaveText(before ?? '');
  }
  await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  const free = page
    .getByRole('grid')
    .getByRole('button', { name: new RegExp(escape(say(lang, 'booking:calendar.state.free'))) });
  // Some day past the tenth, so that two runs of this spec (English, Urdu) pick different dates.
  await free.nth(lang === 'en' ? 3 : 6).click();
  await page.getByRole('button', { name: say(lang, 'booking:add.submit') }).click();
  await page.getByRole('link', { name: say(lang, 'booking:add.goToDraft_one', { count: 1 }) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: say(lang, 'booking:draft.pageTitle') }),
  ).toBeVisible();
  await page.getByRole('link', { name: say(lang, 'booking:draft.continue') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: say(lang, 'booking:confirm.pageTitle') }),
  ).toBeVisible();
}

const payButton = (page: Page, lang: Lang) =>
  page.getByRole('button', {
    name: new RegExp(escape(say(lang, 'booking:confirm.pay')).replace('\\{\\{amount\\}\\}', '.+')),
  });

for (const lang of ['en', 'ur'] as const) {
  test(`register, prove the number, hold a date (${lang})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const account = await registerThroughForm(page, lang, `mobile-proof-${lang}`, {
      email: true,
      redirect: '/booking/booking-calendar',
    });

    // Registering's last step: the proof, which the family may put off.
    const title = say(lang, 'account:verify.title');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/verify-mobile\?redirect=%2Fbooking%2Fbooking-calendar$/);
    if (lang === 'ur') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await checkScreen(page, `mobile-proof-verify-${lang}`);
    await page.getByRole('link', { name: say(lang, 'account:verify.later') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: say(lang, 'booking:calendarPage.title') }),
    ).toBeVisible();

    // Holding the date without the proof: the server says 403 mobile_not_verified, the proof opens.
    await draftOneDate(page, lang);
    const confirmUrl = new URL(page.url()).pathname;
    await payButton(page, lang).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`/verify-mobile\\?redirect=${escape(encodeURIComponent(confirmUrl))}`),
    );

    await page.getByRole('button', { name: say(lang, 'account:verify.send') }).click();
    const code = page.getByRole('textbox', { name: say(lang, 'account:verify.code') });
    await expect(code).toBeVisible();
    await expect(page.getByRole('status')).toContainText(account.mobile.slice(-4));
    await code.fill('000000');
    await page.getByRole('button', { name: say(lang, 'account:verify.submit') }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await checkScreen(page, `mobile-proof-verify-code-wrong-${lang}`);
    await code.fill(await latestCode(request, account.mobile));
    await page.getByRole('button', { name: say(lang, 'account:verify.submit') }).click();

    // Back where the family was; the date is held now, and the checkout opens.
    await expect(
      page.getByRole('heading', { level: 1, name: say(lang, 'booking:confirm.pageTitle') }),
    ).toBeVisible();
    await payButton(page, lang).click();
    await expect(page.getByRole('dialog', { name: say(lang, 'booking:checkout.testTitle') })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the candidate confirms from her own account; the family and the office see it (en, ur)', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The family makes a profile for its daughter; the daughter has her own proven account.
  const mother = await registerAccount(request, 'mobile-proof-mother');
  const daughter = await registerAccount(request, 'mobile-proof-daughter');
  const profileId = await draftProfile(request, mother.token, {
    first_name: 'Zoya',
    last_name: 'Identity',
    gender: 'female',
    date_of_birth: '2001-05-01',
    marital_status: 'never_married',
    relation: 'daughter',
    city: 'Bhuj',
    no_picture: true,
  });
  const asked = await request.post(`/api/matrimonial/${profileId}/consent/send`, {
    headers: authHeader(mother.token),
    data: { mobile: daughter.mobile },
  });
  expect(asked.status(), await asked.text()).toBe(202);
  expect(((await asked.json()) as { in_app: boolean }).in_app).toBe(true);

  // Her page, in Urdu: the request, and her answer.
  const page = await signedInPage(browser, daughter, 'ur');
  await page.goto('/matrimonial/consent-requests');
  await expect(
    page.getByRole('heading', { level: 1, name: say('ur', 'matrimonial:consentRequests.title') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Zoya Identity' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await checkScreen(page, 'mobile-proof-consent-request', ['en']);
  await page.getByRole('button', { name: say('ur', 'matrimonial:consentRequests.agree') }).click();
  await expect(page.getByText(say('ur', 'matrimonial:consentRequests.empty'))).toBeVisible();
  await checkScreen(page, 'mobile-proof-consent-request-done');

  // The family's own view says by whose account.
  const profile = await request.get(`/api/matrimonial/get-profile/${profileId}`, {
    headers: authHeader(mother.token),
  });
  expect(await profile.json()).toMatchObject({ consent_by_account: true });
  const family = await signedInPage(browser, mother, 'en');
  await family.goto(`/matrimonial/view-my-profile?as=${profileId}`);
  await expect(family.getByText('Consent confirmed by Zoya’s own account')).toBeVisible();
  await checkScreen(family, 'mobile-proof-consent-by-account', ['ur']);
});
