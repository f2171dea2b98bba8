import { expect as baseExpect, test, type APIRequestContext, type Browser } from '@playwright/test';
import {
  adminSession,
  approvedProfile,
  authHeader,
  dobForAge,
  newAccount,
  proveMobile,
  registerAccount,
  signedInPage,
} from './auth-helpers.ts';
import { post } from './family-helpers.ts';
import { say } from './language-helpers.ts';
import { checkScreen, horizontalOverflow } from './screens.ts';

// Names in a script the reader can read (decision 063). A family writes its son's profile in
// Gujarati: the form suggests the name in English letters as it is typed, and the town comes from the
// places list. A Hindi and an Urdu family then read "Imran Meman" on the card, the profile, the bell
// and beside the contact number (the account holder "સલીમ મેમણ" reads "Saleem Meman"); a Gujarati
// family reads it as it was written. axe and screenshots at 390 and 1280 px (checkScreen) in English,
// Urdu and Hindi.

const expect = baseExpect.configure({ timeout: 30_000 });

type Session = { token: string; user: unknown; mobile: string };

/** A phone-sized page signed in with `session`, reading `language`. */
const pageIn = (browser: Browser, session: Session, language: string) =>
  signedInPage(browser, session, language, { viewport: { width: 390, height: 844 } });

/** A family whose account holder's name is written in Gujarati. */
async function gujaratiFamily(request: APIRequestContext): Promise<Session> {
  const account = { ...newAccount('names-gu'), name: 'સલીમ મેમણ' };
  const answer = await request.post('/api/auth/register', {
    data: { ...account, password_confirmation: account.password },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { token, user } = (await answer.json()) as { token: string; user: unknown };
  await proveMobile(request, token, account.mobile);
  return { token, user, mobile: account.mobile };
}

/** A reading family: its account speaks `language` (notifications are written in it), one approved profile. */
async function reader(
  request: APIRequestContext,
  admin: string,
  language: string,
  body: Record<string, unknown>,
) {
  const session = await registerAccount(request, `names-${language}`);
  await post(request, session.token, '/api/auth/preferences', { language });
  const profileId = await approvedProfile(request, admin, session.token, {
    gender: 'female',
    date_of_birth: dobForAge(24),
    relation: 'daughter',
    city: 'Mumbai',
    ...body,
  });
  return { session, profileId };
}

test('a profile written in Gujarati reads in each family’s own script, else in English letters', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const admin = (await adminSession(request)).token;
  const family = await gujaratiFamily(request);
  const draft = await post(request, family.token, '/api/matrimonial/create-profile', {
    first_name: 'Draft',
    last_name: `Names${Date.now().toString(36)}`,
    gender: 'male',
    date_of_birth: dobForAge(28),
    marital_status: 'never_married',
    relation: 'son',
    has_job: true,
    country: 'India',
    no_picture: true,
  });
  const imranId = draft!.id as string;

  // The family writes the name in Gujarati; the English letters follow as it is typed.
  const page = await pageIn(browser, family, 'en');
  await page.goto('/matrimonial/profile-edit');
  const form = page.getByRole('form', { name: 'Edit profile' });
  await expect(form.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Draft');
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('ઇમરાન');
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('મેમણ');
  const firstLatin = form.getByRole('textbox', { name: /First name in English letters/ });
  const lastLatin = form.getByRole('textbox', { name: /Last name in English letters/ });
  await expect(firstLatin).toHaveValue('Imran');
  await expect(lastLatin).toHaveValue('Meman');
  // The family prefers its own spelling; Suggest gives the suggestion back.
  await lastLatin.fill('Memon');
  await form.getByRole('button', { name: 'Suggest: Last name in English letters' }).click();
  await expect(lastLatin).toHaveValue('Meman');

  // The town from the list, found by its Gujarati name and shown in English with its state.
  const city = form.getByRole('combobox', { name: /City/ });
  await city.fill('ભુ');
  const bhuj = page.getByRole('option', { name: /Bhuj/ });
  await expect(bhuj).toContainText('Gujarat');
  await checkScreen(page, 'names-form-places', ['ur']);
  // The language switches of checkScreen close the list: open it again and choose.
  await city.fill('');
  await city.fill('ભુ');
  await bhuj.click();
  await expect(city).toHaveValue('Bhuj');
  await expect(form.getByRole('textbox', { name: 'State' })).toHaveValue('Gujarat');
  expect(await horizontalOverflow(page), 'the form scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  await checkScreen(page, 'names-form-filled', ['ur', 'hi']);

  const saved = page.waitForResponse((r) => r.url().includes('/api/matrimonial/update-profile/'));
  await form.getByRole('button', { name: 'Save changes' }).click();
  const sent = (await saved).request().postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    first_name: 'ઇમરાન',
    last_name: 'મેમણ',
    first_name_latin: 'Imran',
    last_name_latin: 'Meman',
    city: 'Bhuj',
    place_id: 'bhuj',
  });
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/matrimonial\/view-my-profile$/);
  // The family reads its own profile in English: the Latin letters, and the town.
  await expect(page.getByRole('heading', { name: 'Imran Meman' })).toBeVisible();
  await expect(page.getByText('Bhuj, Gujarat, India')).toBeVisible();
  await post(request, admin, `/api/admin/profiles/${imranId}/approve`);

  // Three families: Hindi, Urdu, Gujarati; the son's family sends each an interest.
  const hindi = await reader(request, admin, 'hi', {
    first_name: 'सना',
    last_name: 'मेमन',
    first_name_latin: 'Sana',
    last_name_latin: 'Meman',
  });
  const urdu = await reader(request, admin, 'ur', {
    first_name: 'ثنا',
    last_name: 'پٹیل',
    first_name_latin: 'Sana',
    last_name_latin: 'Patel',
  });
  const gujarati = await reader(request, admin, 'gu', { first_name: 'Ayesha', last_name: 'Khatri' });
  for (const to of [hindi, urdu, gujarati])
    await post(request, family.token, `/api/matrimonial/send-interest/${to.profileId}`, {});

  const readsAs = {
    hi: { name: 'Imran Meman', holder: 'Saleem Meman', initials: 'IM', town: 'भुज' },
    ur: { name: 'Imran Meman', holder: 'Saleem Meman', initials: 'IM', town: 'بھج' },
    gu: { name: 'ઇમરાન મેમણ', holder: 'સલીમ મેમણ', initials: 'ઇમે', town: 'ભુજ' },
  } as const;
  for (const [language, { session }] of [
    ['hi', hindi],
    ['ur', urdu],
    ['gu', gujarati],
  ] as const) {
    const wanted = readsAs[language];
    const screen = await pageIn(browser, session, language);

    // The card in the interests received.
    await screen.goto('/matrimonial/profiles/interested-in-me');
    const card = screen.getByRole('article').filter({ hasText: wanted.name });
    await expect(card.getByRole('link', { name: wanted.name })).toBeVisible();
    await expect(card.getByText(wanted.initials, { exact: true })).toBeVisible();
    if (language !== 'gu') await expect(screen.getByText('ઇમરાન')).toHaveCount(0);
    if (language !== 'gu') await checkScreen(screen, `names-interests-${language}`);

    // The bell's list: the notification names him in the reader's script.
    await screen.goto('/notifications');
    await expect(screen.getByText(wanted.name).first()).toBeVisible();
    if (language !== 'gu') await expect(screen.getByText('ઇમરાન')).toHaveCount(0);
    if (language === 'ur') await checkScreen(screen, 'names-bell-ur');

    // Accepted: his profile and the contact line.
    const received = await request.get('/api/matrimonial/profiles/interested-in-me', {
      headers: authHeader(session.token),
    });
    const interest = ((await received.json()).data as { id: string; from_profile: { id: string } }[]).find(
      (i) => i.from_profile.id === imranId,
    );
    await post(request, session.token, `/api/matrimonial/reply-interest/${interest!.id}`, {
      reply: 'accepted',
    });
    await screen.goto(`/matrimonial/view-profile/${imranId}`);
    await expect(screen.getByRole('heading', { name: wanted.name }).first()).toBeVisible();
    const contact = screen.getByRole('region', { name: say(language, 'matrimonial:contact.title') });
    await expect(contact).toContainText(wanted.holder);
    await expect(screen.getByText(new RegExp(wanted.town)).first()).toBeVisible();
    if (language !== 'gu') await expect(screen.getByText('ઇમરાન')).toHaveCount(0);
    await checkScreen(screen, `names-profile-${language}`);
    await screen.context().close();
  }
});
