import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { outboxKey, readOutbox, writeOutbox, type OutboxItem } from './outbox.ts';
import { newClientId, sendAllWaiting } from './use-outbox.ts';

const item = (conversation: string, clientId: string): OutboxItem => ({
  client_id: clientId,
  conversation_id: conversation,
  profile_id: 'p1',
  body: `to ${conversation}`,
  created_at: '2026-12-07T04:00:00.000Z',
  state: 'waiting',
});

describe('sendAllWaiting', () => {
  afterEach(() => localStorage.clear());

  it("sends every waiting message of the account's outboxes once, with its own client id, and keeps a refused one", async () => {
    const sent: unknown[] = [];
    writeOutbox(localStorage, outboxKey('a1', 'c1'), [item('c1', 'k1')]);
    writeOutbox(localStorage, outboxKey('a1', 'c2'), [item('c2', 'k2')]);
    writeOutbox(localStorage, outboxKey('a2', 'c3'), [item('c3', 'k3')]);
    mockFetch({
      'POST /api/matrimonial/conversations/c1/messages': ({ body }) => {
        sent.push(body);
        return json({ id: 'm1', conversation_id: 'c1' }, 201);
      },
      'POST /api/matrimonial/conversations/c2/messages': () =>
        json({ message: 'This conversation is closed.', code: 'conversation_closed' }, 409),
    });
    await sendAllWaiting(new QueryClient(), 'a1');
    expect(sent).toEqual([{ client_id: 'k1', profile_id: 'p1', body: 'to c1' }]);
    expect(readOutbox(localStorage, outboxKey('a1', 'c1'))).toEqual([]);
    expect(readOutbox(localStorage, outboxKey('a1', 'c2'))).toMatchObject([
      { client_id: 'k2', state: 'failed', problem: 'closed', message: 'This conversation is closed.' },
    ]);
    // Another account's outbox is not touched.
    expect(readOutbox(localStorage, outboxKey('a2', 'c3'))).toHaveLength(1);
  });
});

describe('newClientId', () => {
  it('makes a version 4 uuid, a new one each time', () => {
    const a = newClientId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientId()).not.toBe(a);
  });
});
