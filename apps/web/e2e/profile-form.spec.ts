import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { authHeader, dobForAge, registerAccount, signedIn } from './auth-helpers.ts';
import { stringsOf } from './language-helpers.ts';
import { fillDateOfBirth } from './profile-form-helpers.ts';
import { checkScreen, horizontalOverflow } from './screens.ts';

// The profile form for Indian families (decision 063): height in feet and inches (kept in cm), the
// date of birth as day, month and year, the mother tongue from a list, India in the reader's language.
// A family edits its profile at 390 px in English and in Urdu, saves, and reads it back translated;
// the form is checked (axe, badges, screenshots with E2E_SCREENSHOTS) at 390 and 1280 px in both.

const ur = stringsOf('ur');
const say = (key: string) => {
  const text = ur.get(key);
  if (!text) throw new Error(`no Urdu string ${key}`);
  return text;
};

// A machine shared by several runs: a page's first visit (its code, then the profile) can take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

type Session = Awaited<ReturnType<typeof registerAccount>>;

/** A draft profile as older forms saved it: a mother tongue written by hand, a height not on an inch. */
async function draftProfile(request: APIRequestContext, session: Session, first: string) {
  const answer = await request.post('/api/matrimonial/create-profile', {
    headers: authHeader(session.token),
    data: {
      first_name: first,
      last_name: `Form${Date.now().toString(36)}`,
      gender: 'female',
      date_of_birth: dobForAge(25),
      marital_status: 'never_married',
      relation: 'daughter',
      city: 'Bhuj',
      country: 'India',
      mother_tongue: 'Marathi',
      height_cm: 171,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

async function pageIn(browser: Browser, session: Session, language: 'en' | 'ur'): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signedIn(page, session);
  await page.addInitScript((lang) => {
    localStorage.setItem('samaj.preferences', JSON.stringify({ language: lang, largeText: false }));
  }, language);
  return page;
}

const thisYear = new Date().getFullYear();

test('English at 390 px: feet and inches, the date selects and a mother tongue from the list', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const family = await registerAccount(request, 'pform-en');
  await draftProfile(request, family, 'Zainab');
  const page = await pageIn(browser, family, 'en');
  await page.goto('/matrimonial/profile-edit');
  const form = page.getByRole('form', { name: 'Edit profile' });

  // What was saved before the lists: 171 cm shows as the nearest inch, Marathi as Other with its text.
  const height = form.getByRole('group', { name: 'Height' });
  // A busy machine: the edit page's code and the profile can take a while on the first visit.
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Zainab', { timeout: 30_000 });
  await expect(height.getByRole('combobox', { name: 'Feet' })).toHaveValue('5');
  await expect(height.getByRole('combobox', { name: 'Inches' })).toHaveValue('7');
  await expect(height.getByText('Families will read: 5′ 7″ (171 cm)')).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Mother tongue' })).toHaveValue('other');
  await expect(form.getByRole('textbox', { name: 'Mother tongue (write it)' })).toHaveValue('Marathi');
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('India');

  // 31 February is refused on the field, named.
  await fillDateOfBirth(form, `${thisYear - 30}-02-28`);
  const dob = form.getByRole('group', { name: /Date of birth/ });
  await dob.getByRole('combobox', { name: 'Day' }).selectOption('31');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(dob.getByRole('alert')).toHaveText(
    `Date of birth: February ${thisYear - 30} has only ${new Date(Date.UTC(thisYear - 30, 2, 0)).getUTCDate()} days, so there is no day 31.`,
  );
  await expect(dob.getByRole('combobox', { name: 'Day' })).toBeFocused();
  await checkScreen(page, 'profile-form-dob-error', ['ur']);

  // The choices a family makes: 12 March, 5′ 6″, Kutchi.
  await fillDateOfBirth(form, `${thisYear - 30}-03-12`);
  await height.getByRole('combobox', { name: 'Inches' }).selectOption('6');
  await expect(height.getByText('Families will read: 5′ 6″ (168 cm)')).toBeVisible();
  await form.getByRole('combobox', { name: 'Mother tongue' }).selectOption('Kutchi');
  await expect(form.getByRole('textbox', { name: 'Mother tongue (write it)' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await horizontalOverflow(page), 'the form scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  await checkScreen(page, 'profile-form-filled', ['ur']);

  const saved = page.waitForResponse((r) => r.url().includes('/api/matrimonial/update-profile/'));
  await form.getByRole('button', { name: 'Save changes' }).click();
  const body = (await (await saved).request().postDataJSON()) as Record<string, unknown>;
  expect(body).toMatchObject({
    date_of_birth: `${thisYear - 30}-03-12`,
    height_cm: 168,
    mother_tongue: 'Kutchi',
    country: 'India',
  });
  await expect(page).toHaveURL(/\/matrimonial\/view-my-profile$/);
  await expect(page.getByText('5′ 6″ (168 cm)')).toBeVisible();
  await expect(page.getByText('Kutchi', { exact: true })).toBeVisible();
  await expect(page.getByText('Bhuj, India')).toBeVisible();
  await expect(page.getByText(`12 Mar ${thisYear - 30}`)).toBeVisible();

  // The same profile read in Urdu: the mother tongue, the country and the height in Urdu.
  const urdu = await pageIn(browser, family, 'ur');
  await urdu.goto('/matrimonial/view-my-profile');
  await expect(urdu.getByText(say('matrimonial:motherTongue.Kutchi'), { exact: true })).toBeVisible();
  await expect(urdu.getByText(`Bhuj, ${say('matrimonial:country.India')}`)).toBeVisible();
  await expect(urdu.getByText('5 فٹ 6 انچ (168 سینٹی میٹر)')).toBeVisible();
  await checkScreen(urdu, 'profile-view-translated');
});

test('Urdu at 390 px: the form in Urdu, right to left, saves what the English form saves', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const family = await registerAccount(request, 'pform-ur');
  await draftProfile(request, family, 'Ruqayya');
  const page = await pageIn(browser, family, 'ur');
  await page.goto('/matrimonial/profile-edit');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const form = page.getByRole('form', { name: say('matrimonial:form.editLabel') });
  await expect(form).toBeVisible({ timeout: 30_000 });

  const height = form.getByRole('group', { name: say('matrimonial:fields.height') });
  await height.getByRole('combobox', { name: say('matrimonial:fields.feet') }).selectOption('5');
  await height.getByRole('combobox', { name: say('matrimonial:fields.inches') }).selectOption('2');
  await expect(height.getByText('5 فٹ 2 انچ (157 سینٹی میٹر)')).toBeVisible();
  await fillDateOfBirth(form, `${thisYear - 27}-11-05`, new RegExp(say('matrimonial:fields.date_of_birth')));
  // The month's name in Urdu.
  const month = form.getByRole('combobox', { name: say('matrimonial:fields.month') });
  const november = new Intl.DateTimeFormat('ur-IN-u-nu-latn', { month: 'long' }).format(
    new Date(2000, 10, 1),
  );
  await expect(month.locator('option:checked')).toHaveText(november);
  const tongue = form.getByRole('combobox', { name: say('matrimonial:fields.mother_tongue') });
  await tongue.selectOption('Memoni');
  await expect(tongue.locator('option:checked')).toHaveText(say('matrimonial:motherTongue.Memoni'));
  await expect(
    form.getByRole('combobox', { name: say('matrimonial:fields.country') }).locator('option:checked'),
  ).toHaveText(say('matrimonial:country.India'));
  expect(await horizontalOverflow(page), 'the Urdu form scrolls sideways at 390 px').toBeLessThanOrEqual(0);

  const saved = page.waitForResponse((r) => r.url().includes('/api/matrimonial/update-profile/'));
  await form.getByRole('button', { name: say('matrimonial:form.save') }).click();
  const body = (await (await saved).request().postDataJSON()) as Record<string, unknown>;
  expect(body).toMatchObject({
    date_of_birth: `${thisYear - 27}-11-05`,
    height_cm: 157,
    mother_tongue: 'Memoni',
    country: 'India',
  });
  await expect(page).toHaveURL(/\/matrimonial\/view-my-profile$/);
  await expect(page.getByText(say('matrimonial:motherTongue.Memoni'), { exact: true })).toBeVisible();
  await expect(page.getByText('5 فٹ 2 انچ (157 سینٹی میٹر)')).toBeVisible();
  await expect(page.getByText(say('matrimonial:country.India'), { exact: false }).first()).toBeVisible();
  await checkScreen(page, 'profile-view-ur-saved');

  // Back in the form: the saved choices open as chosen.
  await page.goto('/matrimonial/profile-edit');
  await expect(height.getByRole('combobox', { name: say('matrimonial:fields.feet') })).toHaveValue('5');
  await expect(height.getByRole('combobox', { name: say('matrimonial:fields.inches') })).toHaveValue('2');
  await expect(tongue).toHaveValue('Memoni');
  await expect(month).toHaveValue('11');
});
