import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeader, signedInPage } from './auth-helpers.ts';
import { acceptedInterest } from './family-helpers.ts';
import { stringsOf } from './language-helpers.ts';
import { checkScreen, horizontalOverflow } from './screens.ts';

// Family conversations (decision 057): two families who accepted each other talk in the app, one of them reading Urdu. A's
// message reaches B's open page without a reload; A writes while offline, sees it waiting, and it is
// sent once when A is back; A shares its number (a by_choice profile) and B then sees it, with the
// numbers in A's messages as links; B reports one of A's messages and the office's queue shows it.

const ur = stringsOf('ur');
const urdu = (key: string) => {
  const value = ur.get(`matrimonial:conversations.${key}`);
  if (value === undefined) throw new Error(`no Urdu string conversations.${key}`);
  return value;
};

/** Two families with an accepted interest (so one conversation): A's profile shares its number by choice. */
async function families(request: APIRequestContext) {
  const last = `Conv${Date.now().toString(36)}`;
  const { admin, him, her, conversationId } = await acceptedInterest(request, {
    labels: ['conv-a', 'conv-b'],
    his: { first_name: 'Adil', last_name: last, share_contact: 'by_choice' },
    hers: { first_name: 'Noor', last_name: last },
  });
  return { admin, a: him, b: her, last, conversationId };
}

async function messagesOf(request: APIRequestContext, token: string, id: string) {
  const answer = await request.get(`/api/matrimonial/conversations/${id}/messages`, {
    headers: authHeader(token),
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { id: string; body: string }[] }).data;
}

async function checkNarrow(page: Page, name: string, alsoIn: string[] = []) {
  await checkScreen(page, name, alsoIn);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await horizontalOverflow(page), `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
}

test('two families talk live, offline and back, share a number, report a message (one in Urdu)', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const { admin, a, b, last, conversationId } = await families(request);
  const pageA = await signedInPage(browser, a, 'en');
  const contextA = pageA.context();
  const pageB = await signedInPage(browser, b, 'ur');

  // --- A's list: the conversation with Noor, nothing sent yet. ---
  await pageA.goto('/matrimonial/conversations');
  // The lazy chunks may take a while on a loaded machine.
  await expect(pageA.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible({
    timeout: 30_000,
  });
  const row = pageA.getByRole('listitem').filter({ hasText: `Noor ${last}` });
  await expect(row.getByText('No messages yet')).toBeVisible();
  await checkNarrow(pageA, 'conversations-list', ['ur']);

  // --- A's thread: members by role, the composer. ---
  await row.getByRole('link', { name: `Noor ${last}` }).click();
  await expect(pageA).toHaveURL(new RegExp(`/matrimonial/conversations/${conversationId}$`));
  await expect(
    pageA.getByRole('heading', { level: 1, name: `Conversation with Noor ${last}` }),
  ).toBeVisible();
  const members = pageA.getByRole('region', { name: 'Who is in this conversation' });
  await expect(
    members.getByRole('listitem').filter({ hasText: `${a.name} · Family account · for Adil ${last}` }),
  ).toBeVisible();
  await expect(
    members.getByRole('listitem').filter({ hasText: `${b.name} · Family account · for Noor ${last}` }),
  ).toBeVisible();
  await expect(pageA.getByRole('button', { name: 'Share our number' })).toBeVisible();
  await checkNarrow(pageA, 'conversation-empty');

  // --- B opens the same thread in Urdu. ---
  await pageB.goto(`/matrimonial/conversations/${conversationId}`);
  await expect(pageB.locator('html')).toHaveAttribute('dir', 'rtl');
  const composerB = pageB.getByRole('textbox', { name: urdu('composerLabel') });
  await expect(composerB).toBeVisible({ timeout: 30_000 });
  // B's profile shares on acceptance (the default): no button for B.
  await expect(pageB.getByRole('button', { name: urdu('share') })).toHaveCount(0);

  // --- A sends with Ctrl+Enter; B's open page shows it without a reload. ---
  const first = 'Salaam. We are the family of Adil. Our number is +91 98765 43210.';
  const composerA = pageA.getByRole('textbox', { name: 'Your message' });
  await composerA.fill(first);
  await expect(pageA.getByText(`${[...first].length} / 2000`)).toBeVisible();
  await composerA.press('Control+Enter');
  await expect(composerA).toHaveValue('');
  const sentA = pageA.getByRole('listitem').filter({ hasText: first });
  await expect(sentA.getByText('Delivered')).toBeVisible();
  const receivedB = pageB.getByRole('listitem').filter({ hasText: 'Salaam. We are the family of Adil.' });
  await expect(receivedB).toBeVisible({ timeout: 25_000 });
  // A has not shared its number: in A's message it is text, not a link.
  await expect(receivedB.getByRole('link')).toHaveCount(0);
  await expect(receivedB.locator('bdi[dir="ltr"]', { hasText: '+91 98765 43210' })).toBeVisible();
  await expect(receivedB.locator('[dir="auto"]')).toBeVisible();

  // --- B answers in Urdu; A's page announces it and, once B's page read it, A's shows "Read". ---
  const answer = 'وعلیکم السلام، ہم نور کے گھر والے ہیں۔ 2 بجے بات کریں؟';
  await composerB.fill(answer);
  await pageB.getByRole('button', { name: urdu('send') }).click();
  await expect(pageA.getByRole('listitem').filter({ hasText: answer })).toBeVisible({ timeout: 25_000 });
  await expect(pageA.getByRole('status').filter({ hasText: `New message from ${b.name}` })).toBeAttached();
  await expect(sentA.getByText('Read')).toBeVisible({ timeout: 25_000 });
  await checkNarrow(pageA, 'conversation-messages', ['ur']);
  await checkNarrow(pageB, 'conversation-urdu');

  // --- A offline: the message waits, then goes once when A is back. ---
  await contextA.setOffline(true);
  const offline = 'Are you free on Sunday after Asr?';
  await composerA.fill(offline);
  await pageA.getByRole('button', { name: 'Send', exact: true }).click();
  const waiting = pageA.getByRole('listitem').filter({ hasText: offline });
  await expect(waiting.getByText('Waiting to send')).toBeVisible();
  await expect(pageA.getByText('You are offline.', { exact: false })).toBeVisible();
  await checkNarrow(pageA, 'conversation-offline');
  await contextA.setOffline(false);
  await expect(waiting.getByText('Delivered')).toBeVisible({ timeout: 20_000 });
  await expect(pageB.getByRole('listitem').filter({ hasText: offline })).toBeVisible({ timeout: 25_000 });
  const all = await messagesOf(request, a.token, conversationId);
  expect(all.filter((message) => message.body === offline)).toHaveLength(1);

  // --- A shares its number (confirmed first); B then sees it, and A's numbers as links. ---
  await pageA.getByRole('button', { name: 'Share our number' }).click();
  const shareDialog = pageA.getByRole('dialog', { name: `Share your number with Noor ${last}?` });
  await expect(shareDialog).toBeVisible();
  await checkNarrow(pageA, 'conversation-share-dialog');
  await shareDialog.getByRole('button', { name: 'Share our number' }).click();
  await expect(pageA.getByText('You have shared your number.')).toBeVisible();
  await expect(pageA.getByRole('button', { name: 'Share our number' })).toHaveCount(0);
  await expect(pageB.getByRole('region', { name: urdu('theirContact') })).toBeVisible({ timeout: 25_000 });
  await expect(pageB.getByRole('region', { name: urdu('theirContact') })).toContainText(a.mobile);
  await expect(receivedB.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  );

  // --- B reports A's offline message: the five reasons, a note, a thank-you. ---
  const toReport = pageB.getByRole('listitem').filter({ hasText: offline });
  await toReport.getByRole('button', { name: new RegExp(urdu('report')) }).click();
  const reportDialog = pageB.getByRole('dialog', { name: urdu('reportTitle') });
  await expect(reportDialog.getByRole('radio')).toHaveCount(5);
  await reportDialog.getByRole('radio', { name: urdu('reportReasons.pressure_for_contact') }).check();
  await reportDialog.getByRole('textbox').fill('Asks to meet too soon.');
  await checkNarrow(pageB, 'conversation-report-dialog');
  await reportDialog.getByRole('button', { name: urdu('reportSend') }).click();
  await expect(pageB.getByText(urdu('reported'))).toBeVisible();
  await expect(reportDialog).toBeHidden();

  // The office's queue has it, with the reported message last in its excerpt.
  const reports = await request.get('/api/admin/message-reports?status=open', { headers: authHeader(admin) });
  expect(reports.ok(), await reports.text()).toBe(true);
  const { data: queue } = (await reports.json()) as {
    data: { conversation_id: string; reason: string; excerpt: { body: string; reported: boolean }[] }[];
  };
  const ours = queue.find((report) => report.conversation_id === conversationId);
  expect(ours?.reason).toBe('pressure_for_contact');
  expect(ours?.excerpt.at(-1)).toMatchObject({ body: offline, reported: true });

  // --- A's list: the last message and no unread. ---
  await pageA.goto('/matrimonial/conversations');
  await expect(pageA.getByRole('listitem').filter({ hasText: `Noor ${last}` })).toContainText(offline);
  await checkNarrow(pageA, 'conversations-list-after', ['ur']);
});
