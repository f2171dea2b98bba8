import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { DEMO_ADMIN, loginWithPassword } from './auth-helpers.ts';

// Two fresh families meet: each creates a profile in the UI, an admin approves both through the API,
// A finds B and sends an interest, B accepts, and only then does each see the other's mobile number.

const PASSWORD = 'E2e-matrimonial-pass-42';

interface Family {
  mobile: string;
  e164: string;
  name: string;
  first: string;
  last: string;
  page: Page;
  profileId: string;
}

async function register(request: APIRequestContext, mobile: string, name: string) {
  const answer = await request.post('/api/auth/register', {
    data: {
      name,
      mobile,
      email: `${mobile}@e2e.example`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

async function logInInUi(browser: Browser, mobile: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login?redirect=/matrimonial');
  await loginWithPassword(page, mobile, PASSWORD);
  return page;
}

async function createProfile(
  page: Page,
  profile: { first: string; last: string; gender: 'male' | 'female'; dob: string; city: string },
): Promise<string> {
  // No profile yet: the area sends the user to the welcome page.
  await expect(page).toHaveURL(/\/matrimonial\/welcome$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to matrimonial matching' }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'New profile' });
  await form.getByLabel('First name').fill(profile.first);
  await form.getByLabel('Last name').fill(profile.last);
  await form.getByLabel('Gender').selectOption(profile.gender);
  await form.getByLabel('Date of birth').fill(profile.dob);
  await form.getByLabel('This profile is for').selectOption('self');
  await form.getByLabel('Has a job').selectOption('yes');
  await form.getByLabel('Occupation').fill('Accountant');
  await form.getByRole('textbox', { name: 'City', exact: true }).fill(profile.city);
  const created = page.waitForResponse(
    (response) => response.url().includes('/api/matrimonial/create-profile') && response.status() === 201,
  );
  await form.getByRole('button', { name: 'Create profile' }).click();
  const { id } = (await (await created).json()) as { id: string };
  await expect(page.getByRole('heading', { level: 1, name: 'Profile pictures' })).toBeVisible();
  return id;
}

async function approve(request: APIRequestContext, profileIds: string[]) {
  const login = await request.post('/api/auth/login', {
    data: { mobile: DEMO_ADMIN.mobile, password: DEMO_ADMIN.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  for (const id of profileIds) {
    const answer = await request.post(`/api/admin/profiles/${id}/approve`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
}

test('two families: search, interest, acceptance, and the mobile shown only after it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-5);
  const other = String((Number(stamp) + 1) % 100_000).padStart(5, '0');
  const families = {
    a: { mobile: `98765${stamp}`, first: 'Imran', last: `Testgroom${stamp}` },
    b: { mobile: `98765${other}`, first: 'Sana', last: `Testbride${stamp}` },
  };
  await register(request, families.a.mobile, `${families.a.first} ${families.a.last}`);
  await register(request, families.b.mobile, `${families.b.first} ${families.b.last}`);

  const pageA = await logInInUi(browser, families.a.mobile);
  const idA = await createProfile(pageA, {
    first: families.a.first,
    last: families.a.last,
    gender: 'male',
    dob: '1994-03-10',
    city: 'Mumbai',
  });
  const pageB = await logInInUi(browser, families.b.mobile);
  const idB = await createProfile(pageB, {
    first: families.b.first,
    last: families.b.last,
    gender: 'female',
    dob: '1996-08-20',
    city: 'Pune',
  });
  const a: Family = { ...families.a, e164: `+91${families.a.mobile}`, name: '', page: pageA, profileId: idA };
  const b: Family = { ...families.b, e164: `+91${families.b.mobile}`, name: '', page: pageB, profileId: idB };

  // Before approval, search is closed: the pending page explains why.
  await a.page.goto('/matrimonial/search-profile');
  await expect(a.page).toHaveURL(/\/matrimonial\/profile-pending-approval$/);
  await expect(a.page.getByText(`${a.first} ${a.last} is waiting for approval`)).toBeVisible();

  await approve(request, [a.profileId, b.profileId]);

  // A searches (B's exact age keeps the list short), finds B and opens the profile.
  await a.page.goto('/matrimonial/search-profile');
  await expect(a.page.getByRole('heading', { level: 1, name: 'Search matches' })).toBeVisible();
  const filters = a.page.getByRole('form', { name: 'Search filters' });
  await filters.getByLabel('Marital status').selectOption('any');
  await filters.getByLabel('Working').selectOption('yes');
  await filters.getByLabel('Age from').fill('18');
  await filters.getByLabel('Age to').fill('100');
  await filters.getByRole('button', { name: 'Search' }).click();
  const cardLink = a.page.getByRole('link', { name: `${b.first} ${b.last}` });
  const more = a.page.getByRole('button', { name: 'Show more' });
  for (let i = 0; i < 20 && !(await cardLink.isVisible()); i += 1) {
    await expect(a.page.getByRole('article').first()).toBeVisible();
    if (await cardLink.isVisible()) break;
    if (!(await more.isVisible())) break;
    await more.click();
  }
  await expect(cardLink).toBeVisible();
  await expectNoSeriousA11yViolations(a.page);
  await cardLink.click();

  await expect(a.page.getByRole('heading', { level: 1, name: `${b.first} ${b.last}` })).toBeVisible();
  await expect(
    a.page.getByText('The mobile number is shown only after an interest between you is accepted.'),
  ).toBeVisible();
  await expect(a.page.locator('a[href^="tel:"]')).toHaveCount(0);
  await expect(a.page.locator('body')).not.toContainText(b.mobile);
  await expectNoSeriousA11yViolations(a.page);

  await a.page.getByRole('link', { name: 'Send interest' }).click();
  await expect(a.page.getByRole('heading', { level: 1, name: 'Send interest' })).toBeVisible();
  await a.page
    .getByLabel('Message (optional)')
    .fill('Assalamu alaikum, our family would like to know yours.');
  await a.page.getByRole('button', { name: 'Send interest' }).click();
  await expect(a.page).toHaveURL(/\/matrimonial\/profiles\/interests-sent-by-me$/);
  const sentCard = a.page.getByRole('article').filter({ hasText: `${b.first} ${b.last}` });
  await expect(sentCard.getByText('Waiting for an answer')).toBeVisible();
  await expect(sentCard.locator('a[href^="tel:"]')).toHaveCount(0);

  // B sees the interest, with no mobile yet, and accepts it.
  await b.page.goto('/matrimonial/profiles/interested-in-me');
  const receivedCard = b.page.getByRole('article').filter({ hasText: `${a.first} ${a.last}` });
  await expect(receivedCard.getByText('Waiting for an answer')).toBeVisible();
  await expect(
    receivedCard.getByText('Assalamu alaikum, our family would like to know yours.'),
  ).toBeVisible();
  await expect(b.page.locator('body')).not.toContainText(a.mobile);
  await expectNoSeriousA11yViolations(b.page);
  await receivedCard.getByRole('link', { name: `Reply to ${a.first}` }).click();
  await expect(b.page.getByRole('heading', { level: 1, name: 'Reply to interest' })).toBeVisible();
  await b.page.getByRole('button', { name: 'Accept' }).click();
  await expect(b.page).toHaveURL(/\/matrimonial\/profiles\/interested-in-me$/);
  const accepted = b.page.getByRole('article').filter({ hasText: `${a.first} ${a.last}` });
  await expect(accepted.getByText('Accepted')).toBeVisible();
  await expect(accepted.locator(`a[href="tel:${a.e164}"]`)).toBeVisible();

  // A now sees B's mobile, in the list and on B's profile.
  await a.page.goto('/matrimonial/profiles/interests-sent-by-me');
  const nowAccepted = a.page.getByRole('article').filter({ hasText: `${b.first} ${b.last}` });
  await expect(nowAccepted.getByText('Accepted')).toBeVisible();
  await expect(nowAccepted.locator(`a[href="tel:${b.e164}"]`)).toHaveText(b.e164);
  await nowAccepted.getByRole('link', { name: `${b.first} ${b.last}` }).click();
  await expect(a.page.getByRole('link', { name: `Call ${b.e164}` })).toHaveAttribute('href', `tel:${b.e164}`);
});
