import { isApiError } from '../../../lib/api-error.ts';
import { STORAGE_KEY_PREFIXES } from '../../../lib/storage.ts';

/**
 * Messages typed but not yet answered by the server (decision 057: a message typed offline is kept and
 * sent when the phone reconnects). Each keeps the client id it was made with, so sending it again can
 * never make a second message (the server answers the first, decision 054). Kept in localStorage per
 * account and conversation, so a reload or a closed tab loses nothing; logout removes them (they are the
 * account's words).
 */
export interface OutboxItem {
  client_id: string;
  conversation_id: string;
  profile_id: string;
  body: string;
  created_at: string;
  /** waiting: to be sent (offline, or the last try failed on the network); failed: the server refused it. */
  state: 'waiting' | 'failed';
  /** Why the server refused it (failed), or why it waits (rate_limited: a 429, until `retry_at`). */
  problem?: 'closed' | 'invalid' | 'rate_limited' | 'refused';
  /** The server's own words for a refusal, in the reader's language. */
  message?: string;
  retry_at?: string;
}

/** One key a conversation, under the prefix logout removes (lib/storage.ts). */
export const outboxKey = (accountId: string, conversationId: string) =>
  `${STORAGE_KEY_PREFIXES.outbox}${accountId}.${conversationId}`;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isItem(value: unknown): value is OutboxItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.client_id === 'string' &&
    typeof item.conversation_id === 'string' &&
    typeof item.profile_id === 'string' &&
    typeof item.body === 'string' &&
    (item.state === 'waiting' || item.state === 'failed')
  );
}

export function readOutbox(store: Store, key: string): OutboxItem[] {
  try {
    const parsed = JSON.parse(store.getItem(key) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

export function writeOutbox(store: Store, key: string, items: readonly OutboxItem[]): void {
  try {
    if (items.length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(items));
  } catch {
    // Storage full or unavailable: the items stay in memory for this page.
  }
}

/** The outbox with `item` added, or replaced when its client id is already there. */
export function upsert(items: readonly OutboxItem[], item: OutboxItem): OutboxItem[] {
  const index = items.findIndex((other) => other.client_id === item.client_id);
  if (index === -1) return [...items, item];
  return items.map((other, i) => (i === index ? item : other));
}

export function without(items: readonly OutboxItem[], clientId: string): OutboxItem[] {
  return items.filter((item) => item.client_id !== clientId);
}

/**
 * The item after a failed send: the network (no answer, or a server error) leaves it waiting, to be
 * tried again; a 429 waits until Retry-After; a 409 (closed, blocked), 422 (refused text or profile),
 * 404 or 403 are final: shown with the server's words and a way to discard it.
 */
export function afterFailure(item: OutboxItem, error: unknown, now: Date = new Date()): OutboxItem {
  const base: OutboxItem = { ...item };
  delete base.problem;
  delete base.message;
  delete base.retry_at;
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return { ...base, state: 'waiting' };
  if (error.status === 429) {
    const seconds = error.retryAfter ?? 60;
    return {
      ...base,
      state: 'waiting',
      problem: 'rate_limited',
      retry_at: new Date(now.getTime() + seconds * 1000).toISOString(),
    };
  }
  const problem = error.status === 409 ? 'closed' : error.status === 422 ? 'invalid' : 'refused';
  const fieldMessage = Object.values(error.errors)[0]?.[0];
  return { ...base, state: 'failed', problem, message: fieldMessage ?? error.message };
}

/** Whether the item should be sent now: waiting, online, and past any rate-limit wait. */
export function isDue(item: OutboxItem, online: boolean, now: Date = new Date()): boolean {
  if (item.state !== 'waiting' || !online) return false;
  return !item.retry_at || new Date(item.retry_at).getTime() <= now.getTime();
}
