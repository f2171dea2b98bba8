import type { ConversationMessage, MessagesPage } from '@samaj/shared';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyConversationEvent, conversationKeys, messagesOldestFirst } from './api.ts';

const C = '11111111-1111-4111-8111-111111111111';
const message = (
  id: string,
  sentAt: string,
  extra: Partial<ConversationMessage> = {},
): ConversationMessage => ({
  id,
  conversation_id: C,
  client_id: `c-${id}`,
  profile_id: 'p1',
  author: { account_id: 'a1', name: 'Aisha', role: 'holder' },
  body: `text ${id}`,
  sent_at: sentAt,
  removed: false,
  read_by_other_at: null,
  ...extra,
});

function clientWith(pages: MessagesPage[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData<InfiniteData<MessagesPage>>(conversationKeys.messages(C), {
    pages,
    pageParams: pages.map(() => null),
  });
  return client;
}

describe('the thread cache', () => {
  it('shows pages (newest page first) oldest message first, each once', () => {
    const older = {
      data: [message('m1', '2026-12-07T01:00:00Z'), message('m2', '2026-12-07T02:00:00Z')],
      has_more: false,
    };
    const latest = {
      data: [message('m2', '2026-12-07T02:00:00Z'), message('m3', '2026-12-07T03:00:00Z')],
      has_more: true,
    };
    expect(
      messagesOldestFirst({ pages: [latest, older], pageParams: [null, 'm2'] }).map((m) => m.id),
    ).toEqual(['m1', 'm2', 'm3']);
  });

  it('puts a live message into the latest page, and a removal in place of the message', async () => {
    const client = clientWith([{ data: [message('m1', '2026-12-07T01:00:00Z')], has_more: false }]);
    await applyConversationEvent(client, 'message', {
      conversation_id: C,
      message: message('m2', '2026-12-07T02:00:00Z'),
    });
    await applyConversationEvent(client, 'message', {
      conversation_id: C,
      message: message('m1', '2026-12-07T01:00:00Z', { removed: true, body: '' }),
    });
    // The same event twice (a reconnection's replay) changes nothing more.
    await applyConversationEvent(client, 'message', {
      conversation_id: C,
      message: message('m2', '2026-12-07T02:00:00Z'),
    });
    const shown = messagesOldestFirst(client.getQueryData(conversationKeys.messages(C)));
    expect(shown.map((m) => [m.id, m.removed])).toEqual([
      ['m1', true],
      ['m2', false],
    ]);
  });

  it('marks the conversation, its lists and counts stale on read, conversation and resync events', async () => {
    const client = clientWith([{ data: [], has_more: false }]);
    client.setQueryData(conversationKeys.one(C), { id: C });
    client.setQueryData(['matrimonial', 'conversations', 'unread'], { total: 1, profiles: [] });
    await applyConversationEvent(client, 'read', { conversation_id: C, up_to: 'm1' });
    expect(client.getQueryState(conversationKeys.one(C))?.isInvalidated).toBe(true);
    expect(client.getQueryState(conversationKeys.messages(C))?.isInvalidated).toBe(true);
    expect(client.getQueryState(['matrimonial', 'conversations', 'unread'])?.isInvalidated).toBe(true);
  });

  it('leaves the caches alone on events of other kinds', async () => {
    const client = clientWith([{ data: [], has_more: false }]);
    await applyConversationEvent(client, 'notification', { notification_id: 'n1', unread_count: 2 });
    expect(client.getQueryState(conversationKeys.messages(C))?.isInvalidated).toBe(false);
  });
});
