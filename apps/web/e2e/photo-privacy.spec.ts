import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { portraitPng } from './pictures.ts';
import {
  authHeader,
  dobForAge,
  adminSession,
  loginWithPassword,
  registerAccount,
  signedIn,
} from './auth-helpers.ts';
import { checkScreen, horizontalOverflow } from './screens.ts';

// Photo privacy (decision 027): a member uploads a picture; another member does not see it while it waits;
// the office approves it in the Pictures queue; the other member sees it; the owner then shows pictures
// only after an accepted interest, and the other member no longer gets it (and is told why). Each new
// screen or state is checked with axe at 390 and 1280 px, in English and in Urdu.

/** An approved profile, made through the API (the office's approval included). */
async function approvedProfile(
  request: APIRequestContext,
  token: string,
  adminToken: string,
  profile: { first: string; last: string; gender: 'male' | 'female' },
) {
  const created = await request.post('/api/matrimonial/create-profile', {
    headers: authHeader(token),
    data: {
      first_name: profile.first,
      last_name: profile.last,
      gender: profile.gender,
      date_of_birth: dobForAge(profile.gender === 'male' ? 29 : 26),
      marital_status: 'never_married',
      relation: 'self',
      city: 'Bhuj',
      no_picture: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const sent = await request.post(`/api/matrimonial/${id}/submit`, { headers: authHeader(token) });
  expect(sent.ok(), await sent.text()).toBe(true);
  const approved = await request.post(`/api/admin/profiles/${id}/approve`, {
    headers: authHeader(adminToken),
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return id;
}

/** The screen in English and in Urdu (right to left), each at 390 and 1280 px; no sideways scroll at 390. */
async function checkEnglishAndUrdu(page: Page, name: string) {
  await checkScreen(page, name, ['ur']);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await horizontalOverflow(page), `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  if (size) await page.setViewportSize(size);
}

async function memberPage(browser: Browser, account: { mobile: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login?redirect=/matrimonial');
  await loginWithPassword(page, account.mobile, account.password);
  // Logged in once the area itself opens (the login page's address names it too).
  await page.waitForURL((url) => url.pathname.startsWith('/matrimonial'));
  return page;
}

/** Picture files the page shows (any <img> whose address is a signed picture file). */
const pictureFiles = (page: Page) => page.locator('img[src*="/picture-files/"]');

test('a picture waits for the office, then follows who its family lets see it', async ({
  browser,
  request,
}) => {
  // Six screens, each checked at two widths in two languages.
  test.setTimeout(180_000);
  const admin = await adminSession(request);
  const owner = await registerAccount(request, 'photo-owner');
  const viewer = await registerAccount(request, 'photo-viewer');
  const last = `Photo${owner.mobile.slice(-4)}`;
  const ownerId = await approvedProfile(request, owner.token, admin.token, {
    first: 'Yusuf',
    last,
    gender: 'male',
  });
  await approvedProfile(request, viewer.token, admin.token, {
    first: 'Rukhsar',
    last: `Viewer${viewer.mobile.slice(-4)}`,
    gender: 'female',
  });

  // The owner's profile went for approval without a picture; now the family adds one.
  const withPicture = await request.post(`/api/matrimonial/update-profile/${ownerId}`, {
    headers: authHeader(owner.token),
    data: { no_picture: false },
  });
  expect(withPicture.ok(), await withPicture.text()).toBe(true);

  // --- The owner adds a picture: it waits for approval, and says so. ---
  const ownerPage = await memberPage(browser, owner);
  await ownerPage.goto('/matrimonial/profile-pictures');
  await expect(ownerPage.getByRole('heading', { level: 1, name: `Pictures of Yusuf ${last}` })).toBeVisible();
  await ownerPage.locator('input[type="file"]').setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: portraitPng(),
  });
  await ownerPage.getByRole('button', { name: 'Upload' }).click();
  await expect(ownerPage.getByRole('img', { name: 'Picture 1 of Yusuf' })).toBeVisible();
  await expect(ownerPage.getByText('Waiting for approval')).toBeVisible();
  await expect(ownerPage.getByRole('radio', { name: /Approved members/ })).toBeChecked();
  await checkEnglishAndUrdu(ownerPage, 'photo-privacy-owner-pending');

  // --- The other member opens his profile: no picture while it waits. ---
  const viewerPage = await memberPage(browser, viewer);
  await viewerPage.goto(`/matrimonial/view-profile/${ownerId}`);
  await expect(viewerPage.getByRole('heading', { level: 1, name: `Yusuf ${last}` })).toBeVisible();
  await expect(pictureFiles(viewerPage)).toHaveCount(0);

  // --- The office: the picture in the queue, the reject dialog, then approval. ---
  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.addInitScript(
    ([key, value]) => {
      localStorage.setItem(key!, value!);
      // This device reads English, whatever language another test left on the demo office's account.
      localStorage.setItem('samaj.preferences', JSON.stringify({ language: 'en', largeText: false }));
    },
    ['samaj.session', JSON.stringify({ state: { user: admin.user, token: admin.token }, version: 0 })],
  );
  await adminPage.goto('/admin');
  await adminPage
    .getByRole('navigation')
    .getByRole('link', { name: 'Pictures', exact: true })
    .first()
    .click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Pictures to review' })).toBeVisible();
  const item = adminPage.getByRole('listitem').filter({ hasText: `Yusuf ${last}` });
  await expect(item.getByRole('img', { name: `Picture on the profile of Yusuf ${last}` })).toBeVisible();
  await checkEnglishAndUrdu(adminPage, 'admin-pictures-pending');
  await item.getByRole('button', { name: `Reject the picture of Yusuf ${last}…` }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Reject the picture of Yusuf ${last}` });
  await expect(dialog.getByRole('textbox', { name: /Reason for the family/ })).toBeFocused();
  await checkEnglishAndUrdu(adminPage, 'admin-pictures-reject-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await item.getByRole('button', { name: `Approve the picture of Yusuf ${last}` }).click();
  await expect(adminPage.getByText(`The picture of Yusuf ${last} was approved.`)).toBeVisible();
  await expect(item).toHaveCount(0);
  await adminPage.getByRole('tab', { name: 'Approved' }).click();
  await expect(adminPage.getByRole('listitem').filter({ hasText: `Yusuf ${last}` })).toBeVisible();
  await checkEnglishAndUrdu(adminPage, 'admin-pictures-approved');

  // --- The other member now sees it. ---
  await viewerPage.reload();
  await expect(viewerPage.getByRole('heading', { level: 1, name: `Yusuf ${last}` })).toBeVisible();
  await expect(pictureFiles(viewerPage).first()).toBeVisible();

  // --- The same member on a phone that saves data (docs/deploy.md section 8): the profile's picture and the card's
  // wait for a tap, and nothing of them is fetched before it. ---
  const thrifty = await (await browser.newContext()).newPage();
  await thrifty.addInitScript(() => {
    const connection = Object.assign(new EventTarget(), { saveData: true });
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection });
  });
  await signedIn(thrifty, viewer);
  const fetchedPictures: string[] = [];
  thrifty.on('request', (r) => {
    if (r.url().includes('/picture-files/')) fetchedPictures.push(r.url());
  });
  await thrifty.goto(`/matrimonial/view-profile/${ownerId}`);
  await expect(thrifty.getByRole('heading', { level: 1, name: `Yusuf ${last}` })).toBeVisible();
  const showInGallery = thrifty.getByRole('button', { name: 'Show photo (Yusuf, 1)' });
  await expect(showInGallery).toBeVisible();
  await checkEnglishAndUrdu(thrifty, 'save-data-profile');
  expect(fetchedPictures).toEqual([]);
  await showInGallery.click();
  await expect(pictureFiles(thrifty).first()).toBeVisible();
  await expect(showInGallery).toHaveCount(0);
  await thrifty.goto(`/matrimonial/send-interest-to-profile/${ownerId}`);
  const showOnCard = thrifty.getByRole('button', { name: `Show photo of Yusuf ${last}` });
  await expect(showOnCard).toBeVisible();
  await checkEnglishAndUrdu(thrifty, 'save-data-card');
  await showOnCard.click();
  await expect(thrifty.getByRole('img', { name: new RegExp(`Yusuf ${last}`) }).first()).toBeVisible();
  await thrifty.context().close();

  // --- The owner shows pictures only after an accepted interest. ---
  await ownerPage.reload();
  await expect(ownerPage.getByText('Approved', { exact: true })).toBeVisible();
  await ownerPage.getByRole('radio', { name: /Only families with an accepted interest/ }).check();
  await expect(ownerPage.getByText('Saved: who can see the pictures.')).toBeVisible();
  await expect(
    ownerPage.getByRole('radio', { name: /Only families with an accepted interest/ }),
  ).toBeChecked();
  await checkEnglishAndUrdu(ownerPage, 'photo-privacy-owner-accepted');

  // --- The other member no longer gets it, and is told why. ---
  await viewerPage.reload();
  await expect(viewerPage.getByRole('heading', { level: 1, name: `Yusuf ${last}` })).toBeVisible();
  await expect(viewerPage.getByText('Pictures are shown after an accepted interest.')).toBeVisible();
  await expect(pictureFiles(viewerPage)).toHaveCount(0);
  const answer = await request.get(`/api/matrimonial/get-profile/${ownerId}`, {
    headers: authHeader(viewer.token),
  });
  expect(await answer.text()).not.toContain('/picture-files/');
  await checkEnglishAndUrdu(viewerPage, 'photo-privacy-withheld');
});
