import { expect, test, type Page } from '@playwright/test';
import {
  authHeader,
  adminSession,
  dobForAge,
  latestCode,
  loginWithPassword,
  officePage,
  newAccount,
  registerAccount,
} from './auth-helpers.ts';
import { approvedFamily } from './family-helpers.ts';
import { checkScreen, horizontalOverflow } from './screens.ts';
import { fillDateOfBirth } from './profile-form-helpers.ts';

// Approval and consent (docs/api.md, Matrimonial profiles, consent and safety): a mother makes her daughter's profile, sees what it lacks, sends it for approval
// without a picture, and has the daughter confirm her consent with a code sent to the daughter's own
// mobile (read here from the development SMS outbox); the office verifies and approves it; another
// family then sees "Verified by the jamat" and "Consent confirmed by Mariam". Each new screen or state
// is checked with axe at 390 and 1280 px, in English and in Urdu.

/** Elements sticking out sideways at the current width (for the failure message). */
const sticking = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && (r.left < -1 || r.right > window.innerWidth + 1);
      })
      .slice(0, 8)
      .map(
        (e) =>
          `${e.tagName}.${String(e.className).slice(0, 60)} ${Math.round(e.getBoundingClientRect().left)}..${Math.round(e.getBoundingClientRect().right)}`,
      ),
  );

/** The screen in English and in Urdu (right to left), each at 390 and 1280 px, never wider than a phone. */
async function checkEnglishAndUrdu(page: Page, name: string) {
  // Toasts of the step before are closed first: they are not part of the screen's state.
  for (const close of await page.locator('.mantine-Notification-closeButton').all()) {
    await close.click().catch(() => {});
  }
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  // Urdu first, so the page is back in English for checkScreen and the rest of the test.
  for (const lang of ['ur', 'en']) {
    await page.evaluate((language) => {
      const key = 'samaj.preferences';
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      const newValue = JSON.stringify({ ...stored, language });
      localStorage.setItem(key, newValue);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    }, lang);
    await page.waitForFunction((language) => document.documentElement.lang === language, lang);
    await page.waitForTimeout(250);
    expect(
      await horizontalOverflow(page),
      `${name} (${lang}) at 390 px: ${(await sticking(page)).join('; ')}`,
    ).toBeLessThanOrEqual(0);
  }
  const before = process.env.E2E_LANGS;
  process.env.E2E_LANGS = before?.includes('ur') ? before : [before, 'ur'].filter(Boolean).join(',');
  try {
    await checkScreen(page, name);
  } finally {
    if (before === undefined) delete process.env.E2E_LANGS;
    else process.env.E2E_LANGS = before;
  }
}

test('a draft sent for approval, the candidate’s consent, and verification by the jamat', async ({
  browser,
  request,
}) => {
  // The welcome is now the guided path (one step more), and the machine is shared: 180 s ran out at
  // the last screens under load.
  test.setTimeout(300_000);
  const mother = await registerAccount(request, 'approval-mother');
  const daughterMobile = newAccount('approval-daughter').mobile;
  const last = `Trust${mother.mobile.slice(-4)}`;

  // --- The mother makes her daughter's profile: a draft, with its meter. ---
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login?redirect=/matrimonial');
  await loginWithPassword(page, mother.mobile, mother.password);
  // The welcome is the guided path of a first profile (decision 063): who it is for, then the form.
  await expect(page).toHaveURL(/\/matrimonial\/profile-steps\?new=1$/);
  await page.getByRole('radio', { name: 'My daughter' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const form = page.getByRole('form', { name: 'New profile' });
  await form.getByLabel('First name').fill('Mariam');
  await form.getByLabel('Last name').fill(last);
  await form.getByLabel('Gender').selectOption('female');
  await fillDateOfBirth(form, dobForAge(24));
  await form.getByLabel('This profile is for').selectOption('daughter');
  await form.getByRole('combobox', { name: 'City', exact: true }).fill('Bhuj');
  await form.getByRole('combobox', { name: 'City', exact: true }).press('Escape');
  await form.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Partner preferences' })).toBeVisible();
  await page.goto('/matrimonial/profile-pictures');
  await expect(page.getByRole('heading', { level: 1, name: `Pictures of Mariam ${last}` })).toBeVisible();
  // A fresh page: the form's autosizing textarea leaves a hidden measuring copy as wide as it was at
  // 1280 px, which a right-to-left page at 390 px would count as sideways scrolling.
  await page.reload();
  const meter = page.getByRole('progressbar', { name: /^Profile \d+% complete$/ });
  await expect(meter).toBeVisible();
  const send = page.getByRole('button', { name: 'Send for approval' });
  await expect(send).toBeDisabled();
  await expect(page.getByText('To send it, add: A picture, or the choice not to show one.')).toBeVisible();
  await checkEnglishAndUrdu(page, 'approval-draft');

  // No picture, by choice: the minimum is met and it goes for approval.
  await page.getByRole('checkbox', { name: 'I prefer not to show a picture' }).check();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText(`The profile of Mariam is sent for approval.`)).toBeVisible();

  // My profiles: the meter says what would still help, each a link to the field.
  await page.goto('/matrimonial/user-profiles');
  await expect(page.getByText('Waiting for approval').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Education' })).toBeVisible();
  await checkEnglishAndUrdu(page, 'approval-my-profiles');
  await page.getByRole('link', { name: 'Education' }).click();
  await expect(page.getByRole('textbox', { name: 'Education' })).toBeFocused();

  // --- Consent: a code to Mariam's own mobile, typed back by her mother. ---
  await page.goto('/matrimonial/view-my-profile');
  await expect(page.getByRole('heading', { name: 'Confirm consent' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile number of Mariam' }).fill(mother.mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter the candidate’s own mobile number, not the account’s.')).toBeVisible();
  await checkEnglishAndUrdu(page, 'approval-consent-refused');
  await page.getByRole('textbox', { name: 'Mobile number of Mariam' }).fill(daughterMobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`A code was sent to ${daughterMobile}. Ask Mariam for it.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();
  await checkEnglishAndUrdu(page, 'approval-consent-code');
  await page
    .getByRole('textbox', { name: 'Code (6 digits)' })
    .fill(await latestCode(request, daughterMobile));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Consent confirmed by Mariam')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirm consent' })).toBeHidden();
  await checkEnglishAndUrdu(page, 'approval-consent-confirmed');

  // --- The office verifies the family (with a note) and approves the profile. ---
  // The office signs in by a one-time code: its password logins are counted per number, and the
  // other journeys use them.
  const office = await adminSession(request);
  // The queue is oldest first, and the earlier journeys leave profiles waiting in it: the office
  // answers those first (rejected with a reason), so that Mariam's is the one it opens.
  for (let round = 0; round < 20; round++) {
    const queue = await request.get('/api/admin/profiles?status=pending', {
      headers: authHeader(office.token),
    });
    expect(queue.ok(), await queue.text()).toBe(true);
    const { data } = (await queue.json()) as {
      data: { id: string; first_name: string; last_name: string }[];
    };
    const others = data.filter((p) => !(p.first_name === 'Mariam' && p.last_name === last));
    if (others.length === 0) break;
    for (const other of others) {
      const rejected = await request.post(`/api/admin/profiles/${other.id}/reject`, {
        headers: authHeader(office.token),
        data: { reason: 'Answered before the approval journey.' },
      });
      expect(rejected.ok(), await rejected.text()).toBe(true);
    }
  }
  const admin = await officePage(browser, office);
  await admin.goto('/admin/profiles');
  const heading = admin.getByRole('heading', { level: 2, name: `Mariam ${last}` });
  // Newest first, so the fresh profile leads; others left pending by earlier runs may follow.
  for (let step = 0; step < 50 && !(await heading.isVisible()); step++) {
    await expect(admin.getByText(/^Profile \d+ of \d+/)).toBeVisible();
    await admin.keyboard.press('j');
  }
  await expect(heading).toBeVisible();
  await admin.getByRole('button', { name: 'Verify', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: `Verify Mariam ${last}` });
  await dialog.getByRole('textbox', { name: 'Note for the office (optional)' }).fill('Met her parents.');
  await checkEnglishAndUrdu(admin, 'approval-admin-verify');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText(/^Verified by the jamat on .+ by Jamat Office$/)).toBeVisible();
  await expect(admin.getByText('Note: Met her parents.')).toBeVisible();
  await checkEnglishAndUrdu(admin, 'approval-admin-verified');
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(heading).toBeHidden();

  // --- Another family sees both marks: verified and consent confirmed. ---
  const adminToken = office.token;
  const other = await approvedFamily(request, adminToken, 'approval-other', {
    first_name: 'Yusuf',
    gender: 'male',
    date_of_birth: dobForAge(28),
    city: 'Mumbai',
  });
  const mine = await request.get('/api/matrimonial/user', { headers: authHeader(mother.token) });
  const mariamId = ((await mine.json()) as { profiles: { id: string }[] }).profiles[0]!.id;

  const viewer = await (await browser.newContext()).newPage();
  await viewer.goto(`/login?redirect=/matrimonial/view-profile/${mariamId}`);
  await loginWithPassword(viewer, other.mobile, other.password);
  await expect(viewer.getByRole('heading', { level: 1, name: `Mariam ${last}` })).toBeVisible();
  await expect(viewer.getByText('Verified by the jamat')).toBeVisible();
  await expect(viewer.getByText('Consent confirmed by Mariam')).toBeVisible();
  await checkEnglishAndUrdu(viewer, 'approval-profile-view');
});
