import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  adminSession,
  dobForAge,
  latestCode,
  newAccount,
  officePage,
  registerAccount,
  signedIn,
} from './auth-helpers.ts';
import { stringsOf } from './language-helpers.ts';
import { portraitPng } from './pictures.ts';
import { checkScreen, horizontalOverflow } from './screens.ts';

// One guided path for a parent (decision 063): a father makes his daughter's profile step by step
// at 390 px (who it is for, details, partner preferences, pictures and who may see them, the daughter's
// consent with the code sent to her own mobile, read from the development SMS outbox, then review and
// send), once in English and once in Urdu; the path resumes at the first step not done; the pending page
// says what is left; the office's approval screen shows the consent, the account holder and the
// preferences. Each step is checked with axe at 390 and 1280 px (the English journey in Urdu too), with
// screenshots under E2E_SCREENSHOTS.

type Lang = 'en' | 'ur';
const strings = { en: stringsOf('en'), ur: stringsOf('ur') };

/** The text of `key` (`matrimonial:steps.continue`) in `lang`, its {{placeholders}} filled. */
function text(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const value = strings[lang].get(key);
  if (value === undefined) throw new Error(`No text ${key} in ${lang}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** The step's screen: axe at 390 and 1280 px (English also in Urdu), and never wider than a phone. */
async function checkStep(page: Page, lang: Lang, name: string) {
  // Toasts of the step before close first (one may close by itself meanwhile: a short wait each).
  for (const close of await page.locator('.mantine-Notification-closeButton').all()) {
    await close.click({ timeout: 2_000 }).catch(() => {});
  }
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await checkScreen(page, `guided-${lang}-${name}`, lang === 'en' ? ['ur'] : []);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await horizontalOverflow(page), `${name} (${lang}) scrolls sideways at 390 px`).toBeLessThanOrEqual(
    0,
  );
}

/** The date of birth, as a date box or as day, month and year selects (whichever the form has). */
async function fillDateOfBirth(form: Locator, iso: string) {
  const box = form.locator('input[name="date_of_birth"]');
  if ((await box.count()) > 0) {
    await box.fill(iso);
    return;
  }
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const first = form.locator('select[name="date_of_birth"]');
  const selects = first.locator('xpath=ancestor::fieldset[1]').locator('select');
  await selects.nth(0).selectOption(String(day));
  await selects.nth(1).selectOption(String(month));
  await selects.nth(2).selectOption(String(year));
}

async function stepHeading(page: Page, lang: Lang, step: string, vars: Record<string, string> = {}) {
  await expect(
    page.getByRole('heading', { level: 2, name: text(lang, `matrimonial:steps.${step}.title`, vars) }),
  ).toBeVisible();
}

async function journey(page: Page, lang: Lang, request: Parameters<typeof latestCode>[0]) {
  const father = await registerAccount(request, `guided-${lang}`);
  const daughterMobile = newAccount(`guided-${lang}-daughter`).mobile;
  const first = lang === 'en' ? 'Mariam' : 'Zainab';
  const last = `Path${father.mobile.slice(-4)}`;
  const full = `${first} ${last}`;
  await signedIn(page, { user: father.user, token: father.token });
  if (lang === 'ur') {
    await page.addInitScript(() =>
      localStorage.setItem('samaj.preferences', JSON.stringify({ language: 'ur', largeText: false })),
    );
  }
  await page.setViewportSize({ width: 390, height: 844 });
  const L = (key: string, vars: Record<string, string | number> = {}) => text(lang, key, vars);

  // --- 1. Who it is for: "My daughter". ---
  await page.goto('/matrimonial/profile-steps?new=1');
  await expect(page.getByText(L('matrimonial:steps.stepOf', { number: 1, count: 6 }))).toBeVisible();
  await stepHeading(page, lang, 'who');
  // Continuing without a choice says what is missing.
  await page.getByRole('button', { name: L('matrimonial:steps.continue') }).click();
  await expect(page.getByText(L('matrimonial:steps.who.required'))).toBeVisible();
  await checkStep(page, lang, 'who-required');
  await page.getByRole('radio', { name: L('matrimonial:relation.daughter') }).check();
  await page.getByRole('button', { name: L('matrimonial:steps.continue') }).click();

  // --- 2. Details: the form, with the relation and the gender it implies already chosen. ---
  await stepHeading(page, lang, 'details');
  await expect(page.getByText(L('matrimonial:steps.stepOf', { number: 2, count: 6 }))).toBeVisible();
  const form = page.getByRole('form', { name: L('matrimonial:form.createLabel') });
  await expect(form.locator('select[name="relation"]')).toHaveValue('daughter');
  await expect(form.locator('select[name="gender"]')).toHaveValue('female');
  await form.locator('[name="first_name"]').fill(first);
  await form.locator('[name="last_name"]').fill(last);
  await fillDateOfBirth(form, dobForAge(24));
  await form.locator('input[name="city"]').fill('Bhuj');
  // The place list's suggestions close, as a family moving on would.
  await page.keyboard.press('Escape');
  await checkStep(page, lang, 'details');
  await form.getByRole('button', { name: L('matrimonial:form.create') }).click();

  // --- 3. Partner preferences: saved on the profile. ---
  await stepHeading(page, lang, 'preferences');
  await expect(page.getByText(L('matrimonial:steps.stepOf', { number: 3, count: 6 }))).toBeVisible();
  const prefs = page.getByRole('form', { name: L('matrimonial:steps.preferences.formLabel') });
  await prefs.locator('select[name="prefer_marital_status"]').selectOption('never_married');
  await prefs.locator('input[name="prefer_min_age"]').fill('31');
  await prefs.locator('input[name="prefer_max_age"]').fill('30');
  await prefs.getByRole('button', { name: L('matrimonial:steps.saveAndContinue') }).click();
  // Ages the wrong way round are refused on the field, before anything is sent.
  await expect(page.getByText(L('matrimonial:steps.preferences.ageOrder'))).toBeVisible();
  await checkStep(page, lang, 'preferences-error');
  await prefs.locator('input[name="prefer_min_age"]').fill('24');
  await prefs.getByRole('button', { name: L('matrimonial:steps.saveAndContinue') }).click();
  await stepHeading(page, lang, 'pictures');

  // --- Leaving and coming back: the path resumes at its first step not done (the pictures). ---
  await page.goto('/matrimonial/user-profiles');
  await page
    .getByRole('link', { name: L('matrimonial:family.steps.continueStepsNamed', { name: full }) })
    .click();
  await stepHeading(page, lang, 'pictures');
  await expect(page.getByText(L('matrimonial:steps.stepOf', { number: 4, count: 6 }))).toBeVisible();

  // --- 4. Pictures, and who may see them. ---
  await page.getByRole('radio', { name: L('matrimonial:photos.choice.accepted') }).check();
  await expect(page.getByRole('radio', { name: L('matrimonial:photos.choice.accepted') })).toBeChecked();
  // Who sees the family's number (decision 057): only once they share it in a conversation.
  await page.getByRole('radio', { name: L('matrimonial:shareChoice.by_choice') }).check();
  await expect(page.getByRole('radio', { name: L('matrimonial:shareChoice.by_choice') })).toBeChecked();
  await expect(page.getByText(L('matrimonial:shareChoice.saved'))).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: portraitPng() });
  await page.getByRole('button', { name: L('matrimonial:pictures.upload'), exact: true }).click();
  await expect(page.getByText(L('matrimonial:photos.review.pending')).first()).toBeVisible();
  await checkStep(page, lang, 'pictures');
  await page.getByRole('button', { name: L('matrimonial:steps.continue') }).click();

  // --- 5. The daughter's consent: a code to her own mobile, typed back by her father. ---
  await stepHeading(page, lang, 'consent', { name: first });
  await expect(page.getByText(L('matrimonial:steps.stepOf', { number: 5, count: 6 }))).toBeVisible();
  await checkStep(page, lang, 'consent');
  await page
    .getByRole('textbox', { name: L('matrimonial:consent.mobile', { name: first }) })
    .fill(daughterMobile);
  await page.getByRole('button', { name: L('matrimonial:consent.send') }).click();
  await page
    .getByRole('textbox', { name: L('matrimonial:consent.code') })
    .fill(await latestCode(request, daughterMobile));
  await page.getByRole('button', { name: L('matrimonial:consent.confirm'), exact: true }).click();
  await expect(page.getByText(L('matrimonial:consent.doneTitle'), { exact: true })).toBeVisible();
  await checkStep(page, lang, 'consent-confirmed');
  await page.getByRole('button', { name: L('matrimonial:steps.continue') }).click();

  // --- 6. Review and send: what is done, with links back. ---
  await stepHeading(page, lang, 'review');
  await expect(page.getByText(L('matrimonial:steps.stepOf', { number: 6, count: 6 }))).toBeVisible();
  const review = page.getByRole('list', { name: L('matrimonial:steps.review.listLabel') });
  await expect(review.getByRole('listitem')).toHaveCount(5);
  await expect(review.getByText(L('matrimonial:steps.preferences.short') + ':')).toBeVisible();
  await checkStep(page, lang, 'review');
  // A link back opens its step, and Continue brings the family back.
  await review
    .getByRole('button', {
      name: L('matrimonial:steps.review.changeNamed', { step: L('matrimonial:steps.preferences.short') }),
    })
    .click();
  await stepHeading(page, lang, 'preferences');
  await expect(page.locator('input[name="prefer_min_age"]')).toHaveValue('24');
  await page.getByRole('button', { name: L('matrimonial:steps.saveAndContinue') }).click();
  await stepHeading(page, lang, 'pictures');
  await page.getByRole('button', { name: L('matrimonial:steps.continue') }).click();
  await page.getByRole('button', { name: L('matrimonial:steps.continue') }).click();
  await stepHeading(page, lang, 'review');
  await page.getByRole('button', { name: L('matrimonial:submitForApproval.button') }).click();

  // --- The pending page: what is left (the picture in review, the office's review). ---
  await expect(page).toHaveURL(/\/matrimonial\/profile-pending-approval$/);
  const left = page.getByRole('region', { name: L('matrimonial:pending.left.title') });
  await expect(
    left.getByText(L('matrimonial:pending.left.picturesInReview_one', { count: 1 })),
  ).toBeVisible();
  await expect(left.getByText(L('matrimonial:pending.left.office'))).toBeVisible();
  // The consent is confirmed: not left.
  await expect(left.getByText(L('matrimonial:pending.left.consent', { name: first }))).toBeHidden();
  await checkStep(page, lang, 'pending');
  return { father, first, last, full, daughterMobile };
}

test.describe.configure({ mode: 'serial' });

test('a father makes his daughter’s profile step by step in English, and the office sees consent, holder and preferences', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const page = await (await browser.newContext()).newPage();
  const made = await journey(page, 'en', request);

  // --- The office's approval screen: the consent, the account holder and the preferences. ---
  const office = await adminSession(request);
  const admin = await officePage(browser, office);
  await admin.goto('/admin/profiles');
  const heading = admin.getByRole('heading', { level: 2, name: made.full });
  // The office's area is a chunk of its own: on a busy machine it takes a while the first time.
  await expect(admin.getByText(/^Profile \d+ of \d+/)).toBeVisible({ timeout: 60_000 });
  for (let step = 0; step < 50 && !(await heading.isVisible()); step++) {
    await expect(admin.getByText(/^Profile \d+ of \d+/)).toBeVisible();
    await admin.keyboard.press('j');
  }
  await expect(heading).toBeVisible();
  const row = (label: string) => admin.getByRole('row', { name: new RegExp(`^${label}`) });
  await expect(row('Account holder')).toContainText(made.father.name);
  await expect(row('Account holder')).toContainText(`+91${made.father.mobile}`);
  await expect(row('Account holder')).toContainText('the candidate is their daughter');
  await expect(row('Candidate’s consent')).toContainText(
    /Confirmed on .+ with a code sent to \u2066?\+91 \d\d•+\d{3}/,
  );
  await expect(row('Looking for')).toContainText('24');
  await expect(row('Looking for')).toContainText('30');
  await checkStep(admin, 'en', 'office');
});

test('a father makes his daughter’s profile step by step in Urdu', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const page = await (await browser.newContext()).newPage();
  await journey(page, 'ur', request);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
