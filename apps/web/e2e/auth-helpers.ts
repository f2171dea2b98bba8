import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { say } from './language-helpers.ts';

export const DEMO_USER = { name: 'Aisha Memon', mobile: '9876543210', password: 'demo-user-pass' };
export const DEMO_USER_2 = { name: 'Imran Patel', mobile: '9876543211', password: 'demo-user-pass' };
export const DEMO_ADMIN = { name: 'Jamat Office', mobile: '9999999999', password: 'demo-admin-pass' };

/** A number and email no other test uses (the database lives as long as the test server). */
export function newAccount(label: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-9);
  return {
    name: `E2E ${label}`,
    mobile: `7${stamp}`,
    email: `e2e-${label}-${stamp}@example.org`,
    password: `e2e-${stamp}-pass`,
  };
}

/**
 * A new account (newAccount's, `label`) registered on the form in `language`, every label read from its
 * strings: the name, number, password and, with `email`, the optional e-mail; `redirect`: where the app
 * goes after the number's proof. Answers the account's details.
 */
export async function registerThroughForm(
  page: Page,
  language: string,
  label: string,
  options: { email?: boolean; redirect?: string } = {},
) {
  const account = newAccount(label);
  const redirect = options.redirect ? `&redirect=${encodeURIComponent(options.redirect)}` : '';
  await page.goto(`/register?lang=${language}${redirect}`);
  await expect(
    page.getByRole('heading', { level: 1, name: say(language, 'auth:registerTitle') }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: say(language, 'auth:name') }).fill(account.name);
  await page.getByRole('textbox', { name: say(language, 'auth:mobile') }).fill(account.mobile);
  if (options.email) {
    await page.getByRole('textbox', { name: say(language, 'auth:emailOptional') }).fill(account.email);
  }
  await page
    .getByRole('textbox', { name: say(language, 'auth:password'), exact: true })
    .fill(account.password);
  await page
    .getByRole('textbox', { name: say(language, 'auth:passwordConfirmation'), exact: true })
    .fill(account.password);
  await page.getByRole('button', { name: say(language, 'auth:registerSubmit') }).click();
  return account;
}

export async function loginWithPassword(page: Page, mobile: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

export async function expectLoggedInAs(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeHidden();
}

export async function logout(page: Page, name: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
}

/** The newest one-time code the outbox SMS provider kept for a 10-digit Indian number. */
export async function latestCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?mobile=${encodeURIComponent(`+91${mobile}`)}`);
      const { messages } = (await response.json()) as { messages: { body: string; code?: string }[] };
      const newest = messages[0];
      code = newest?.code ?? newest?.body.match(/\b\d{6}\b/)?.[0];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/** The bearer header of a session token, for API calls in a test's set-up. */
export const authHeader = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new account registered through the API, with its token. */
export async function registerAccount(request: APIRequestContext, label: string) {
  const account = newAccount(label);
  const answer = await request.post('/api/auth/register', {
    data: { ...account, password_confirmation: account.password },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { token, user } = (await answer.json()) as { token: string; user: unknown };
  await proveMobile(request, token, account.mobile);
  return { ...account, token, user };
}

/** The account proves its number (`mobile`, 10 digits) with the code from the outbox: decision 041. */
export async function proveMobile(request: APIRequestContext, token: string, mobile: string) {
  const sent = await request.post('/api/auth/verify-mobile/send', { headers: authHeader(token) });
  expect(sent.status(), await sent.text()).toBe(202);
  const proved = await request.post('/api/auth/verify-mobile', {
    headers: authHeader(token),
    data: { code: await latestCode(request, mobile) },
  });
  expect(proved.status(), await proved.text()).toBe(200);
}

/** A draft profile on `token`'s account with `body`'s fields, made through the API: its id. */
export async function draftProfile(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<string> {
  const created = await request.post('/api/matrimonial/create-profile', {
    headers: authHeader(token),
    data: body,
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/**
 * A profile on `token`'s account with the completeness minimum (no picture, by the family's choice)
 * and `body`'s fields, approved by the office (`admin`, its token): the profile's id.
 */
export async function approvedProfile(
  request: APIRequestContext,
  admin: string,
  token: string,
  body: Record<string, unknown>,
): Promise<string> {
  const id = await draftProfile(request, token, {
    last_name: 'Memon',
    marital_status: 'never_married',
    relation: 'self',
    has_job: true,
    no_picture: true,
    ...body,
  });
  const approved = await request.post(`/api/admin/profiles/${id}/approve`, { headers: authHeader(admin) });
  expect(approved.ok(), await approved.text()).toBe(true);
  return id;
}

/** A date of birth for someone `age` years old (twenty days past the birthday). */
export function dobForAge(age: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - age);
  d.setUTCDate(d.getUTCDate() - 20);
  return d.toISOString().slice(0, 10);
}

/**
 * The office's session by its password (only failed logins count towards a lockout, decision 042; a
 * one-time code per journey ran into the resend wait and the hourly cap of codes for one number): the
 * token for its API calls, and the browser state that carries it.
 */
export async function adminSession(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { mobile: DEMO_ADMIN.mobile, password: DEMO_ADMIN.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return (await login.json()) as { user: unknown; token: string };
}

/**
 * A page of a new browser context signed in as the office with `session` (from adminSession), reading
 * English on its device whatever language another test left on the demo office's account.
 */
export function officePage(browser: Browser, session: { user: unknown; token: string }): Promise<Page> {
  return signedInPage(browser, session);
}

/**
 * A page of a new browser context (`options`: its viewport, say) signed in with `session` before its
 * first visit, reading `language` on its device from its first paint (signedIn).
 */
export async function signedInPage(
  browser: Browser,
  session: { user: unknown; token: string },
  language = 'en',
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await signedIn(page, session, language);
  return page;
}

/**
 * Signs `page` in with a session (an account's token and user, as login answers them) before its first
 * visit, reading `language` (English unless told) on its device: for journeys whose subject is not the
 * login.
 */
export async function signedIn(
  page: Page,
  session: { user: unknown; token: string },
  language = 'en',
): Promise<void> {
  await page.addInitScript(
    ([stored, lang]) => {
      localStorage.setItem('samaj.session', stored!);
      localStorage.setItem('samaj.preferences', JSON.stringify({ language: lang, largeText: false }));
    },
    [JSON.stringify({ state: { user: session.user, token: session.token }, version: 0 }), language],
  );
}
