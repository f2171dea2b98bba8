import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectBadgesReadable, expectButtonLabelsInside } from './badge-contrast.ts';
import { adminSession, authHeader, dobForAge, loginWithPassword } from './auth-helpers.ts';
import { approvedFamily, post } from './family-helpers.ts';
import { portraitPng } from './pictures.ts';
import { checkScreen, switchLanguage } from './screens.ts';
import { openSearchFilters } from './search-panel.ts';

// The jamat-verified badge was dark green on dark green on every search card, and axe
// passed it. A verified profile on a search card and on its page, with the pause and consent marks,
// each measured as drawn (badge-contrast.ts; checkScreen measures every badge of every screen too), in
// all four languages (decision 063: Gujarati and Devanagari need fonts-noto-core, which .ci/run
// installs; without it their letters are boxes and measure nothing real). The search cards carry every
// state the card's badges show there: verified, each interest status (sent, received, accepted),
// the preferences met and the mutual match; a declined interest, which no search card shows, on the
// interest list where it is drawn. The visitor saves data, so the cards with a picture carry
// the compact "Show photo" button, whose Urdu label must stay inside it, as every Urdu button's must.

/** A man's approved profile in `town`, on a new account. */
const man = (request: APIRequestContext, admin: string, label: string, name: string, town: string) =>
  approvedFamily(request, admin, label, {
    first_name: name,
    gender: 'male',
    date_of_birth: dobForAge(29),
    city: town,
  });

/** The page in another language without a reload (screens.ts), with its fonts and the layout with them. */
async function switchLanguageWithFonts(page: Page, language: string) {
  await switchLanguage(page, language);
  await page.evaluate(() => document.fonts.ready);
}

/** The fonts Chromium drew the text of the first `selector` with (DevTools' "Rendered fonts"). */
async function drawnFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

/**
 * A heading of the app's own words (`heading`, a selector) is drawn in each language's font: Gujarati and Devanagari in the installed Noto
 * (fonts-noto-core; without it their letters are boxes, and the badge check measures boxes), Urdu in
 * Noto Naskh Arabic. Then, in Urdu at 390 and 1280 px, every button's label lies inside its button.
 */
async function fontsAndUrduButtons(page: Page, heading: string) {
  const before = page.viewportSize();
  const scripts = { gu: 'Noto Sans Gujarati', hi: 'Noto Sans Devanagari', ur: 'Noto Naskh Arabic' };
  for (const [language, font] of Object.entries(scripts)) {
    await switchLanguageWithFonts(page, language);
    expect(
      await drawnFonts(page, heading),
      `${heading} in ${language} is drawn in ${font} (Debian: apt-get install fonts-noto-core)`,
    ).toContain(font);
  }
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.waitForTimeout(250);
    const buttons = await expectButtonLabelsInside(page);
    expect(buttons, `Urdu buttons measured at ${width} px`).toBeGreaterThan(0);
  }
  await switchLanguageWithFonts(page, 'en');
  if (before) await page.setViewportSize(before);
}

test('badges read at 4.5:1 as drawn in every state, on cards and a profile (en, gu, hi, ur); Urdu button labels fit', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = (await adminSession(request)).token;
  const town = `Mundra ${Date.now().toString().slice(-6)}`;
  const her = await approvedFamily(request, admin, 'badge-her', {
    first_name: 'Rukaiya',
    gender: 'female',
    date_of_birth: dobForAge(27),
    city: town,
    prefer_min_age: 18,
    prefer_max_age: 60,
  });
  const hers = her.profileId;
  // Verified by the office, with a picture (held back behind "Show photo" while saving data).
  const sohail = await man(request, admin, 'badge-him', 'Sohail', town);
  await post(request, admin, `/api/admin/profiles/${sohail.profileId}/verify`, {
    note: 'Met the family at the office.',
  });
  const upload = await request.post(`/api/matrimonial/${sohail.profileId}/pictures`, {
    headers: authHeader(sohail.token),
    multipart: { picture: { name: 'portrait.png', mimeType: 'image/png', buffer: portraitPng() } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  await post(request, admin, `/api/admin/pictures/${((await upload.json()) as { id: string }).id}/approve`);
  // Each interest status a search card says: she sent one, one was sent to her, one accepted (the
  // search leaves out a pair whose interest was declined, so no card says "declined" there).
  const imran = await man(request, admin, 'badge-sent', 'Imran', town);
  await post(request, her.token, `/api/matrimonial/send-interest/${imran.profileId}`);
  const arif = await man(request, admin, 'badge-received', 'Arif', town);
  await post(request, arif.token, `/api/matrimonial/send-interest/${hers}`);
  const bilal = await man(request, admin, 'badge-accepted', 'Bilal', town);
  const toBilal = await post(request, her.token, `/api/matrimonial/send-interest/${bilal.profileId}`);
  await post(request, bilal.token, `/api/matrimonial/reply-interest/${toBilal!.id}`, {
    reply: 'accepted',
  });
  // And one declined: the search leaves that pair out, so its badge is measured where it is drawn, on
  // the interest list (decision 063).
  const danish = await man(request, admin, 'badge-declined', 'Danish', town);
  const toDanish = await post(request, her.token, `/api/matrimonial/send-interest/${danish.profileId}`);
  await post(request, danish.token, `/api/matrimonial/reply-interest/${toDanish!.id}`, {
    reply: 'declined',
  });

  // Chromium's Data Saver as the page sees it (save-data.spec): pictures wait for a tap.
  await page.addInitScript(() => {
    const connection = Object.assign(new EventTarget(), { saveData: true });
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection });
  });
  await page.goto('/login?redirect=/matrimonial/search-profile');
  await loginWithPassword(page, her.mobile, her.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Search matches' })).toBeVisible();
  // The filters: a panel beside the matches at 1280 px, a sheet on a phone (decision 063).
  const { filters, applied } = await openSearchFilters(page);
  await filters.getByRole('textbox', { name: 'City' }).fill(town);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await applied();
  const results = page.getByRole('region', { name: 'Matches' });
  await expect(results.getByRole('article')).toHaveCount(4);
  const card = (name: string) => results.getByRole('article').filter({ hasText: name });
  await expect(card('Sohail').getByText('Verified')).toBeVisible();
  await expect(card('Sohail').getByRole('button', { name: /^Show photo/ })).toBeVisible();
  await expect(card('Imran').getByText('You sent an interest')).toBeVisible();
  await expect(card('Arif').getByText('Sent you an interest')).toBeVisible();
  await expect(card('Bilal').getByText('Interest accepted')).toBeVisible();
  await expectBadgesReadable(page);
  await checkScreen(page, 'badges-search-card', ['gu', 'hi', 'ur']);
  await fontsAndUrduButtons(page, 'main h1');

  await page.goto('/matrimonial/profiles/interests-sent-by-me');
  const declined = page.getByRole('article').filter({ hasText: 'Danish' });
  await expect(declined.getByText('Declined', { exact: true })).toBeVisible();
  await expectBadgesReadable(page);
  await checkScreen(page, 'badges-interest-declined', ['gu', 'hi', 'ur']);

  await page.goto(`/matrimonial/view-profile/${sohail.profileId}`);
  await expect(page.getByText('Verified by the jamat')).toBeVisible();
  await expectBadgesReadable(page);
  await checkScreen(page, 'badges-profile', ['gu', 'hi', 'ur']);
  // Its first heading is the family's name, in Latin letters: a section's heading is the app's words.
  await fontsAndUrduButtons(page, 'main h2');
});
