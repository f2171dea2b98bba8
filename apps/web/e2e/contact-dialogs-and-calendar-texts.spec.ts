import { portraitPng } from './pictures.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSession, approvedProfile, authHeader, dobForAge, signedInPage } from './auth-helpers.ts';
import { acceptedInterest, approvedFamily, post } from './family-helpers.ts';
import { checkScreen, horizontalOverflow } from './screens.ts';

// Texts as families read them: a number inside Urdu stays "+91…" (isolated left to
// right in the DOM, in the contact line and the Call button); the withdraw dialog says after how many
// days the interest can go again; the block dialog says the whole family's account is blocked and
// names its other profiles; an Urdu toast, the Save-Data "Show photo" button and the calendar's day names and month arrows are drawn
// whole. Each screen in Urdu and one other language, at 390 and 1280 px (checkScreen: axe, badges, and
// screenshots with E2E_SCREENSHOTS).

/** The element's text as drawn, and whether the number sits in a left-to-right isolate. */
async function numberAsDrawn(page: Page, selector: string, number: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element, wanted) => {
      const isolate = [...element.querySelectorAll('bdi')].find((b) => b.textContent === wanted) ?? null;
      return {
        text: (element as HTMLElement).innerText,
        isolated: isolate !== null && isolate.getAttribute('dir') === 'ltr',
        direction: isolate ? getComputedStyle(isolate).direction : null,
        unicodeBidi: isolate ? getComputedStyle(isolate).unicodeBidi : null,
        // Drawn left to right: the "+" is left of the first digit.
        plusLeftOfDigits: (() => {
          if (!isolate?.firstChild) return false;
          const range = document.createRange();
          range.setStart(isolate.firstChild, 0);
          range.setEnd(isolate.firstChild, 1);
          const plus = range.getBoundingClientRect();
          range.setStart(isolate.firstChild, 1);
          range.setEnd(isolate.firstChild, 2);
          return plus.left < range.getBoundingClientRect().left;
        })(),
      };
    }, number);
}

async function checkBoth(page: Page, name: string, other: string) {
  await checkScreen(page, name, [other]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await horizontalOverflow(page), `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
}

/** Three families: A's interest accepted by B (B's number shows), one pending to C (with a picture). */
async function families(request: APIRequestContext) {
  const last = `Rtl${Date.now().toString(36)}`;
  // A and B: an accepted interest, so A sees B's family's number.
  const {
    admin,
    him: a,
    her: b,
  } = await acceptedInterest(request, {
    labels: ['rtl-a', 'rtl-b'],
    his: { first_name: 'Faisal', last_name: last },
    hers: { first_name: 'Sana', last_name: last },
    message: 'Our family would like to know yours.',
  });
  const c = await approvedFamily(request, admin, 'rtl-c', {
    first_name: 'Zoya',
    last_name: last,
    gender: 'female',
    date_of_birth: dobForAge(27),
  });
  // A picture on C's profile, approved: the Save-Data "Show photo" button has something to hold back.
  const upload = await request.post(`/api/matrimonial/${c.profileId}/pictures`, {
    headers: authHeader(c.token),
    multipart: { picture: { name: 'portrait.png', mimeType: 'image/png', buffer: portraitPng() } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const picture = (await upload.json()) as { id: string };
  await post(request, admin, `/api/admin/pictures/${picture.id}/approve`);
  // A and C: one pending, to withdraw.
  await post(request, a.token, `/api/matrimonial/send-interest/${c.profileId}`);
  const number = `+91${b.mobile}`;
  return { a, b, c, last, profileA: a.profileId, profileB: b.profileId, profileC: c.profileId, number };
}

test('Urdu: the number in the contact line and the Call button stays +91…; the withdraw dialog says the days', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { a, last, profileB, number } = await families(request);

  // --- The contact line and the Call button, in Urdu: "+91…" whole, left to right. ---
  const page = await signedInPage(browser, a, 'ur');
  await page.goto(`/matrimonial/view-profile/${profileB}`);
  const contact = page.getByRole('region', { name: 'رابطہ' });
  await expect(contact).toBeVisible();
  const line = await numberAsDrawn(page, 'section[aria-labelledby] p:has(bdi)', number);
  expect(line.isolated).toBe(true);
  expect(line.direction).toBe('ltr');
  expect(line.unicodeBidi).toBe('isolate');
  expect(line.plusLeftOfDigits).toBe(true);
  expect(line.text).toBe(number);
  const call = contact.locator(`a[href="tel:${number}"]`);
  await expect(call).toBeVisible();
  const button = await numberAsDrawn(page, `a[href="tel:${number}"]`, number);
  expect(button.isolated).toBe(true);
  expect(button.plusLeftOfDigits).toBe(true);
  expect(button.text).toBe(`${number} پر فون کریں`);
  // The link's name read aloud keeps the number whole too (isolates, invisible).
  expect(await call.getAttribute('aria-label')).toContain(`\u2066${number}\u2069`);
  // English beside Urdu here; badges.spec measures every badge in all four languages (decision 063).
  await checkBoth(page, 'rtl-contact-ur', 'en');

  // The same on the list of interests sent: the number beside the name, and the message in its quotes.
  await page.goto('/matrimonial/profiles/interests-sent-by-me');
  const accepted = page.getByRole('article').filter({ hasText: `Sana ${last}` });
  await expect(accepted.locator(`a[href="tel:${number}"]`)).toBeVisible();
  const listed = await numberAsDrawn(
    page,
    `article:has(a[href="tel:${number}"]) p:has(bdi[dir="ltr"])`,
    number,
  );
  expect(listed.isolated).toBe(true);
  expect(listed.plusLeftOfDigits).toBe(true);
  const message = accepted.locator('bdi:not([dir])', { hasText: 'Our family would like to know yours.' });
  await expect(message).toHaveCount(1);
  // The English sentence keeps its full stop at its end: inside the isolate, drawn left to right.
  expect(await message.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');

  // --- The withdraw dialog: after how many days, and from which date. ---
  const pending = page.getByRole('article').filter({ hasText: `Zoya ${last}` });
  await pending.getByRole('button', { name: 'واپس لیں' }).click();
  const withdraw = page.getByRole('dialog');
  await expect(withdraw).toContainText('7 دن تک');
  await checkBoth(page, 'withdraw-dialog-ur', 'hi');
  await withdraw.getByRole('button', { name: 'واپس لیں' }).click();
  // The toast in Urdu, its dots whole (the screenshot shows it).
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'دلچسپی واپس لے لی گئی' });
  await expect(toast).toBeVisible();
  const lineHeight = await toast
    .locator('.mantine-Notification-description')
    .evaluate(
      (el) => parseFloat(getComputedStyle(el).lineHeight) / parseFloat(getComputedStyle(el).fontSize),
    );
  expect(lineHeight).toBeGreaterThanOrEqual(1.7);
  const shots = process.env.E2E_SCREENSHOTS;
  if (shots) await toast.screenshot({ path: `${shots}/withdraw-toast-ur-element.png` });
  await checkScreen(page, 'withdrawn-list-ur');
  await page.context().close();
});

test('the block dialog says the whole family’s account is blocked', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const { a, b, last, profileB } = await families(request);
  // B's family keeps a second profile, written in Gujarati: the dialog names it (decision 063), in
  // Latin letters to an Urdu reader.
  const admin = (await adminSession(request)).token;
  await approvedProfile(request, admin, b.token, {
    first_name: 'ઇમરાન',
    last_name: 'મેમણ',
    first_name_latin: 'Imran',
    last_name_latin: 'Memon',
    relation: 'brother',
    gender: 'male',
    date_of_birth: dobForAge(30),
  });
  // --- The block dialog, in Urdu and English: the whole family's account, and its other profile. ---
  const page = await signedInPage(browser, a, 'ur');
  await page.goto(`/matrimonial/view-profile/${profileB}`);
  await page.getByRole('button', { name: `Sana ${last} کے لیے مزید اختیارات` }).click();
  await page.getByRole('menuitem', { name: 'پروفائل بلاک کریں' }).click();
  const block = page.getByRole('dialog');
  await expect(block).toContainText('پورا اکاؤنٹ بلاک');
  await expect(block.getByRole('list')).toHaveText('Imran Memon');
  await checkBoth(page, 'block-dialog-ur', 'en');
  await page.keyboard.press('Escape');
  await page.context().close();
});

test('Urdu: the Save-Data “Show photo” button and the calendar are drawn whole', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { a, last } = await families(request);
  // --- Save-Data in Urdu: the "Show photo" button under the initials is drawn whole. ---
  const saving = await signedInPage(browser, a, 'ur');
  await saving.addInitScript(() => {
    const connection = Object.assign(new EventTarget(), { saveData: true });
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection });
  });
  await saving.goto('/matrimonial/profiles/interests-sent-by-me');
  const show = saving.getByRole('button', { name: `Zoya ${last} کی تصویر دکھائیں` });
  // The cards come after the session, the user and the list (a busy machine: more than 10 s at times).
  await expect(show).toBeVisible({ timeout: 30_000 });
  const clipped = await show.evaluate((el) => {
    const label = el.querySelector('.mantine-Button-label')!;
    const range = document.createRange();
    range.selectNodeContents(label);
    const text = range.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return { above: box.top - text.top, below: text.bottom - box.bottom };
  });
  expect(clipped.above).toBeLessThanOrEqual(0);
  expect(clipped.below).toBeLessThanOrEqual(0);
  await checkBoth(saving, 'save-data-show-photo-ur', 'hi');
  await saving.context().close();

  // --- The calendar in Urdu: day names whole, month arrows drawn. ---
  const calendar = await signedInPage(browser, a, 'ur');
  await calendar.goto('/booking/booking-calendar');
  const grid = calendar.getByRole('grid');
  await expect(grid).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  const heads = await grid
    .locator('th')
    .evaluateAll((cells) =>
      cells.map((cell) => ({ text: cell.textContent, fits: cell.scrollWidth <= cell.clientWidth + 1 })),
    );
  expect(heads).toHaveLength(7);
  for (const head of heads) expect(head, `${head.text} fits its column`).toMatchObject({ fits: true });
  for (const name of ['اگلا مہینہ', 'پچھلا مہینہ']) {
    const arrow = calendar.getByRole('button', { name });
    const glyph = await arrow.locator('span[aria-hidden="true"]').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { width: r.width, height: r.height };
    });
    expect(glyph.width, `${name}: the arrow is drawn`).toBeGreaterThan(3);
  }
  await checkBoth(calendar, 'calendar-ur', 'gu');
  // Larger text, as an elder reads it, on a phone: the day names still fit their columns.
  await calendar.setViewportSize({ width: 390, height: 844 });
  await calendar.getByRole('button', { name: 'بڑا متن' }).click();
  const large = await grid
    .locator('th')
    .evaluateAll((cells) =>
      cells.map((cell) => ({ text: cell.textContent, fits: cell.scrollWidth <= cell.clientWidth + 1 })),
    );
  for (const head of large)
    expect(head, `${head.text} fits its column in larger text`).toMatchObject({ fits: true });
  const shots = process.env.E2E_SCREENSHOTS;
  if (shots) await calendar.screenshot({ path: `${shots}/calendar-ur-large-390.png`, fullPage: true });
});
