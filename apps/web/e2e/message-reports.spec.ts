import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSession, authHeader, officePage, signedIn } from './auth-helpers.ts';
import { acceptedInterest, type Account, post } from './family-helpers.ts';
import { checkScreen, horizontalOverflow } from './screens.ts';

// The office's queue of reported messages (decision 057) and the families' unread counts.
// Two families with an accepted interest write to each other; the daughter's family reports two of the
// son's family's messages. The office reads each report's excerpt (the message and the five before it,
// the reported one marked), dismisses one and closes the conversation on the other, each after a dialog
// that says what happens. Each state is checked at 390 and 1280 px (axe, badges, screenshots with
// E2E_SCREENSHOTS), the list also in Urdu.

async function send(
  request: APIRequestContext,
  who: Account,
  conversation: string,
  profile: string,
  body: string,
) {
  const message = await post(request, who.token, `/api/matrimonial/conversations/${conversation}/messages`, {
    client_id: randomUUID(),
    profile_id: profile,
    body,
  });
  return message!.id;
}

/** Two families, an accepted interest between them, and their conversation's id. */
async function conversation(request: APIRequestContext) {
  const last = `Report${Date.now().toString(36)}`;
  const { him, her, conversationId } = await acceptedInterest(request, {
    labels: ['mr-son', 'mr-daughter'],
    his: { first_name: 'Faisal', last_name: last },
    hers: { first_name: 'Sana', last_name: last },
    message: 'Our family would like to know yours.',
  });
  return {
    son: him,
    daughter: her,
    sonProfile: him.profileId,
    daughterProfile: her.profileId,
    id: conversationId,
    last,
  };
}

async function phoneFits(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await horizontalOverflow(page), `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
}

test('the office reads a reported message with the five before it, dismisses one report and closes the conversation on another', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const c = await conversation(request);
  // Seven messages; the daughter's family reports the 4th (harassment) and the 7th (asks for money).
  const texts = [
    'Assalamu alaikum, we are happy to talk.',
    'وعلیکم السلام، ہم بھی خوش ہیں۔',
    'Where does your family live?',
    'Answer me now or you will regret it.',
    'Please be polite.',
    'ہم بھج میں رہتے ہیں۔',
    `Send ₹50,000 first, then we talk. ${c.last}`,
  ];
  const ids: string[] = [];
  for (const [n, text] of texts.entries()) {
    const sonWrites = n % 2 === 0 || n === 3;
    ids.push(
      await send(
        request,
        sonWrites ? c.son : c.daughter,
        c.id,
        sonWrites ? c.sonProfile : c.daughterProfile,
        text,
      ),
    );
  }
  await post(request, c.daughter.token, `/api/matrimonial/messages/${ids[3]}/report`, {
    reason: 'harassment',
  });
  await post(request, c.daughter.token, `/api/matrimonial/messages/${ids[6]}/report`, {
    reason: 'asks_for_money',
    note: 'They asked for money before any meeting.',
  });

  const office = await officePage(browser, await adminSession(request));
  await office.goto('/admin');
  await office.getByRole('link', { name: 'Reported messages' }).first().click();
  await expect(office.getByRole('heading', { level: 1, name: 'Reported messages' })).toBeVisible();
  await expect(office).toHaveURL(/\/admin\/message-reports/);

  const money = office
    .getByRole('listitem')
    .filter({ has: office.getByRole('heading', { name: 'Asks for money' }) })
    .filter({ hasText: c.last });
  await expect(money).toBeVisible();
  await expect(money).toHaveText(/Their note: They asked for money before any meeting\./);
  const excerpt = money.getByRole('list').getByRole('listitem');
  // The reported message and the five before it: the first message is not shown.
  await expect(excerpt).toHaveCount(6);
  await expect(money).not.toContainText(texts[0]!);
  await expect(excerpt.last()).toContainText('Reported message');
  await expect(excerpt.last()).toContainText(`${c.son.name} (family)`);
  await expect(excerpt.nth(4).getByText(texts[5]!)).toHaveAttribute('dir', 'auto');
  // An Urdu message is drawn right to left inside the English page.
  expect(
    await excerpt
      .nth(4)
      .getByText(texts[5]!)
      .evaluate((el) => getComputedStyle(el).direction),
  ).toBe('rtl');
  await checkScreen(office, 'message-reports-open', ['ur']);
  await phoneFits(office, 'message-reports-open');
  await office.setViewportSize({ width: 1280, height: 844 });

  // Dismiss the harassment report: the dialog says nothing changes for the conversation.
  const harassment = office
    .getByRole('listitem')
    .filter({ has: office.getByRole('heading', { name: 'Harassment' }) })
    .filter({ hasText: texts[3]! });
  await harassment.getByRole('button', { name: 'Dismiss…' }).click();
  const dismiss = office.getByRole('dialog', { name: 'Dismiss this report?' });
  await expect(dismiss).toContainText('Nothing changes for the conversation or the families.');
  await checkScreen(office, 'message-reports-dismiss-dialog');
  await office.setViewportSize({ width: 1280, height: 844 });
  await dismiss.getByRole('button', { name: 'Dismiss report' }).click();
  await expect(office.getByText('Report dismissed.')).toBeVisible();
  await expect(harassment).toHaveCount(0);

  // Close the conversation on the money report: both families can no longer write.
  await money.getByRole('button', { name: 'Close the conversation…' }).click();
  const closing = office.getByRole('dialog', { name: 'Close this conversation?' });
  await expect(closing).toContainText('The conversation ends for both families');
  await closing.getByRole('textbox', { name: /Note/ }).fill('Money asked before any meeting.');
  await checkScreen(office, 'message-reports-close-dialog');
  await office.setViewportSize({ width: 1280, height: 844 });
  await closing.getByRole('button', { name: 'Close the conversation' }).click();
  await expect(office.getByText('Conversation closed; report closed.')).toBeVisible();
  await expect(money).toHaveCount(0);

  const refused = await request.post(`/api/matrimonial/conversations/${c.id}/messages`, {
    headers: authHeader(c.son.token),
    data: { client_id: randomUUID(), profile_id: c.sonProfile, body: 'Hello?' },
  });
  expect(refused.status()).toBe(409);

  // The closed tab: each report with its outcome, no actions left.
  await office.getByRole('tab', { name: 'Closed' }).click();
  const closedMoney = office
    .getByRole('listitem')
    .filter({ has: office.getByRole('heading', { name: 'Asks for money' }) })
    .filter({ hasText: c.last });
  await expect(closedMoney).toContainText('Conversation closed');
  await expect(closedMoney).toContainText('Note: Money asked before any meeting.');
  await expect(closedMoney.getByRole('button')).toHaveCount(0);
  const closedHarassment = office
    .getByRole('listitem')
    .filter({ has: office.getByRole('heading', { name: 'Harassment' }) })
    .filter({ hasText: texts[3]! });
  await expect(closedHarassment).toContainText('Dismissed');
  await checkScreen(office, 'message-reports-closed', ['ur']);

  // The office's closing holds for the other family too.
  const refusedToo = await request.post(`/api/matrimonial/conversations/${c.id}/messages`, {
    headers: authHeader(c.daughter.token),
    data: { client_id: randomUUID(), profile_id: c.daughterProfile, body: 'Hello?' },
  });
  expect(refusedToo.status()).toBe(409);
});

test('the queue says when nothing is open, and when the reports cannot be read', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const office = await officePage(browser, await adminSession(request));
  await office.route('**/api/admin/message-reports?*', (route) =>
    route.fulfill({
      json: {
        data: [],
        per_page: 20,
        next_cursor: null,
        next_page_url: null,
        prev_cursor: null,
        prev_page_url: null,
        path: '',
      },
    }),
  );
  await office.goto('/admin/message-reports');
  await expect(office.getByText('No open reports of messages.')).toBeVisible();
  await checkScreen(office, 'message-reports-empty', ['ur']);

  await office.unroute('**/api/admin/message-reports?*');
  await office.route('**/api/admin/message-reports?*', (route) =>
    route.fulfill({ status: 500, json: { code: 'internal', message: 'Something went wrong.' } }),
  );
  await office.goto('/admin/message-reports?status=closed');
  await expect(office.getByText('Could not load the reported messages.')).toBeVisible({ timeout: 30_000 });
  await checkScreen(office, 'message-reports-error');
});

test("a family sees its unread messages in the header and on each profile's card", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const c = await conversation(request);
  await send(request, c.son, c.id, c.sonProfile, 'Assalamu alaikum.');
  await send(request, c.son, c.id, c.sonProfile, 'When may we call?');

  const page = await (await browser.newContext()).newPage();
  await signedIn(page, { token: c.daughter.token, user: c.daughter.user });
  await page.goto('/matrimonial');
  const header = page.getByRole('banner').getByRole('link', { name: 'Messages, 2 unread' });
  await expect(header).toBeVisible();
  await expect(header).toHaveAttribute('href', '/matrimonial/conversations');
  const onCard = page.getByRole('link', { name: '2 unread messages' });
  await expect(onCard).toHaveAttribute('href', `/matrimonial/conversations?profile_id=${c.daughterProfile}`);
  await checkScreen(page, 'unread-messages-dashboard', ['ur']);
  await phoneFits(page, 'unread-messages-dashboard');
});
