import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { putMessage, refreshConversation, sendMessage } from './api.ts';
import {
  afterFailure,
  isDue,
  outboxKey,
  readOutbox,
  upsert,
  without,
  writeOutbox,
  type OutboxItem,
} from './outbox.ts';

/** A uuid for a new message (crypto.randomUUID needs a secure page; a phone on plain http has none). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const online = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/**
 * Sends one waiting message; the message sent goes into the thread's cache. Answers the outbox's change,
 * to be applied to the outbox as it is then (read again): the item gone once sent, or kept with the
 * failure's reason and next try (unless it was discarded meanwhile).
 */
async function deliver(
  queryClient: QueryClient,
  item: OutboxItem,
): Promise<(items: OutboxItem[]) => OutboxItem[]> {
  try {
    const message = await sendMessage({
      conversationId: item.conversation_id,
      clientId: item.client_id,
      profileId: item.profile_id,
      body: item.body,
    });
    putMessage(queryClient, message);
    void refreshConversation(queryClient, item.conversation_id);
    return (items) => without(items, item.client_id);
  } catch (error) {
    return (items) =>
      items.some((other) => other.client_id === item.client_id)
        ? upsert(items, afterFailure(item, error))
        : items;
  }
}

/**
 * The conversation's outbox (outbox.ts) as the thread uses it: `send` keeps the message first, then
 * sends it; what could not go waits and is sent again when the browser says it is back online, when the
 * page opens again, or once a 429's wait is over; a refused one stays, with the reason, until discarded.
 */
export function useOutbox(conversationId: string, accountId: string | null) {
  const queryClient = useQueryClient();
  const key = accountId ? outboxKey(accountId, conversationId) : null;
  const [items, setItems] = useState<OutboxItem[]>(() => (key ? readOutbox(localStorage, key) : []));
  const itemsRef = useRef(items);
  const inFlight = useRef(new Set<string>());

  useEffect(() => {
    const next = key ? readOutbox(localStorage, key) : [];
    itemsRef.current = next;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the outbox lives in localStorage (other tabs write it too): read again for another conversation or account.
    setItems(next);
  }, [key]);

  const update = useCallback(
    (change: (items: OutboxItem[]) => OutboxItem[]) => {
      // Read the storage again: another tab of the same account may have sent or added one.
      const current = key ? readOutbox(localStorage, key) : itemsRef.current;
      const next = change(current);
      if (key) writeOutbox(localStorage, key, next);
      itemsRef.current = next;
      setItems(next);
    },
    [key],
  );

  const attempt = useCallback(
    async (item: OutboxItem) => {
      if (inFlight.current.has(item.client_id) || !online()) return;
      inFlight.current.add(item.client_id);
      try {
        update(await deliver(queryClient, item));
      } finally {
        inFlight.current.delete(item.client_id);
      }
    },
    [queryClient, update],
  );

  const flush = useCallback(() => {
    for (const item of itemsRef.current) if (isDue(item, online())) void attempt(item);
  }, [attempt]);

  useEffect(() => {
    flush();
    window.addEventListener('online', flush);
    // A 429's wait, or a send that failed on the network while the browser still said online.
    const timer = window.setInterval(flush, 10_000);
    return () => {
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
    };
  }, [flush]);

  const send = useCallback(
    (profileId: string, body: string) => {
      const item: OutboxItem = {
        client_id: newClientId(),
        conversation_id: conversationId,
        profile_id: profileId,
        body,
        created_at: new Date().toISOString(),
        state: 'waiting',
      };
      update((current) => upsert(current, item));
      void attempt(item);
    },
    [attempt, conversationId, update],
  );

  const discard = useCallback(
    (clientId: string) => update((current) => without(current, clientId)),
    [update],
  );

  return { items, send, discard };
}

/**
 * Sends what waits in every outbox of the account (all its conversations), once at start-up and when
 * the browser is back online, whichever page is open: a message typed offline goes without its thread
 * being opened again. A thread open at the same time may send the same item too: its client id makes
 * the second send answer the first message (decision 054), never a second one.
 */
export async function sendAllWaiting(queryClient: QueryClient, accountId: string): Promise<void> {
  if (!online()) return;
  const prefix = outboxKey(accountId, '');
  const keys: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    return;
  }
  for (const key of keys) {
    for (const item of readOutbox(localStorage, key)) {
      if (!isDue(item, online())) continue;
      const next = await deliver(queryClient, item);
      // Read again: the thread, if open, may have changed the outbox meanwhile.
      writeOutbox(localStorage, key, next(readOutbox(localStorage, key)));
    }
  }
}
