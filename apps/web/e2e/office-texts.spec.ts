import { expect, test, type Browser, type Page } from '@playwright/test';
import { screenshots } from './a11y.ts';
import { adminSession, authHeader, signedIn } from './auth-helpers.ts';
import { checkScreen } from './screens.ts';

// The office's own texts in the reader's language (decision 063) and a hall's address and hours
// (item 12): the office writes a news item's Urdu version and a hall's address and hours in its
// editors; a reader in Urdu reads the Urdu text, one in Hindi the original (no Hindi version); a job
// with numbers offers Call and WhatsApp. One journey in steps that share what the office made; each
// step checks the screens it is about (axe, badges, screenshots) once, so the journey fits the
// machine's time.

test.describe.configure({ mode: 'serial' });
// Screen checks run axe at 390 and 1280 px (and again in Urdu): slow on a loaded machine.
test.setTimeout(150_000);

const stamp = Date.now().toString().slice(-6);
const TITLE = `Eid milan ${stamp}`;
const URDU_TITLE = `عید ملن ${stamp}`;
const URDU_SUMMARY = 'سب کو دعوت ہے۔';
const ADDRESS = `12 Station Road, Bhuj ${stamp}`;

let admin: { user: unknown; token: string };
let newsId = '';

/** A page whose device chose `language` (no account). */
async function readerIn(browser: Browser, language: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((lang) => {
    localStorage.setItem('samaj.preferences', JSON.stringify({ language: lang, largeText: false }));
  }, language);
  return context.newPage();
}

test('the office writes a news item’s Urdu version in its editor', async ({ page, request }) => {
  admin = await adminSession(request);
  const made = await request.post('/api/admin/news', {
    headers: authHeader(admin.token),
    data: { title: TITLE, summary: 'All are welcome.', body: 'At the Main Hall after Isha.' },
  });
  expect(made.status(), await made.text()).toBe(201);
  newsId = ((await made.json()) as { id: string }).id;

  await signedIn(page, admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/news/${newsId}`);
  const urduTitle = page.getByRole('textbox', { name: 'Urdu: Title' });
  await expect(urduTitle).toBeVisible({ timeout: 20_000 });
  // Written in Urdu, right to left (the direction its version's group gives it).
  await expect(urduTitle).toHaveAttribute('lang', 'ur');
  await expect(urduTitle).toHaveCSS('direction', 'rtl');
  await urduTitle.fill(URDU_TITLE);
  await page.getByRole('textbox', { name: 'Urdu: Summary' }).fill(URDU_SUMMARY);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.').first()).toBeVisible({ timeout: 20_000 });
  await checkScreen(page, 'office-texts-news-editor', ['ur']);

  // What was written is what the office reads back: the Urdu version, kept.
  const list = await request.get('/api/admin/news', { headers: authHeader(admin.token) });
  const item = ((await list.json()) as { data: { id: string; translations?: unknown }[] }).data.find(
    (n) => n.id === newsId,
  );
  expect(item?.translations).toEqual({ ur: { title: URDU_TITLE, summary: URDU_SUMMARY } });
  const published = await request.post(`/api/admin/news/${newsId}/publish`, {
    headers: authHeader(admin.token),
    data: {},
  });
  expect(published.ok(), await published.text()).toBe(true);
});

test('the office gives a hall its address and evening hours', async ({ page, request }) => {
  const halls = (await (
    await request.get('/api/admin/halls', { headers: authHeader(admin.token) })
  ).json()) as { id: string }[];
  const hall = halls[0]!;
  await signedIn(page, admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/halls/${hall.id}`);
  const address = page.getByRole('textbox', { name: /^Address/ });
  await expect(address).toBeVisible({ timeout: 20_000 });
  await address.fill(ADDRESS);
  await page.getByLabel(/^Evening: until/).fill('22:30');
  await checkScreen(page, 'office-texts-hall-editor', ['ur']);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\/halls$/, { timeout: 20_000 });
  const saved = (await (await request.get('/api/hall')).json()) as { id: string }[];
  expect(saved.find((h) => h.id === hall.id)).toMatchObject({
    address: ADDRESS,
    slot_hours: { E: { to: '22:30' } },
  });
});

test('a reader in Urdu reads the Urdu version; one in Hindi the original, marked English', async ({
  browser,
}) => {
  const urdu = await readerIn(browser, 'ur');
  await urdu.goto(`/news/${newsId}`);
  const heading = urdu.getByRole('heading', { level: 1, name: URDU_TITLE });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await expect(heading).toHaveAttribute('lang', 'ur');
  await expect(heading).toHaveAttribute('dir', 'rtl');
  await expect(urdu.getByText(URDU_SUMMARY)).toBeVisible();
  await checkScreen(urdu, 'office-texts-news-ur');

  // No Hindi version: the original, in English and left to right inside the Hindi page.
  const hindi = await readerIn(browser, 'hi');
  await hindi.goto(`/news/${newsId}`);
  const original = hindi.getByRole('heading', { level: 1, name: TITLE });
  await expect(original).toBeVisible({ timeout: 20_000 });
  await expect(original).toHaveAttribute('lang', 'en');
  await expect(original).toHaveAttribute('dir', 'ltr');
  await expect(hindi.locator('html')).toHaveAttribute('lang', 'hi');
  await screenshots(hindi, 'office-texts-news-hi');
});

test('a job with numbers offers Call and WhatsApp', async ({ browser, request }) => {
  const headers = authHeader(admin.token);
  const job = await request.post('/api/admin/jobs', {
    headers,
    data: { title: `Cashier ${stamp}`, apply_phone: '9820012345', apply_whatsapp: '9820012345' },
  });
  expect(job.status(), await job.text()).toBe(201);
  const { id: jobId } = (await job.json()) as { id: string };
  const published = await request.post(`/api/admin/jobs/${jobId}/publish`, { headers, data: {} });
  expect(published.ok(), await published.text()).toBe(true);

  const reader = await readerIn(browser, 'en');
  await reader.goto(`/job/${jobId}`);
  const call = reader.getByRole('link', { name: `Call +919820012345 to apply for Cashier ${stamp}` });
  await expect(call).toHaveAttribute('href', 'tel:+919820012345', { timeout: 20_000 });
  await expect(reader.getByRole('link', { name: /^Write on WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/919820012345',
  );
  await checkScreen(reader, 'office-texts-job', ['ur']);
});
