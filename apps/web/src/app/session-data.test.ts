import { describe, expect, it } from 'vitest';
import {
  outboxKey,
  readOutbox,
  writeOutbox,
  type OutboxItem,
} from '../features/matrimonial/conversations/outbox.ts';
import { logoutLocally } from '../lib/session.ts';
import { DEVICE_STORAGE_KEYS } from '../lib/storage.ts';

const item: OutboxItem = {
  client_id: '7b0c1c9e-3f0a-4c5e-9a63-5f0c2b7f1a11',
  conversation_id: 'c1',
  profile_id: 'p1',
  body: 'Salaam',
  created_at: '2026-12-07T04:00:00.000Z',
  state: 'waiting',
};

// The outbox's keys are removed by lib/storage.ts's prefix, so that logout needs none of the
// conversations' code in the first load: this ties that prefix to the keys the outbox really writes.
describe('logout and the messages typed but not sent', () => {
  it("removes every account's outbox, with no conversation's code loaded, and keeps the device's keys", () => {
    localStorage.setItem(DEVICE_STORAGE_KEYS.preferences, '{"largeText":true}');
    writeOutbox(localStorage, outboxKey('a1', 'c1'), [item]);
    writeOutbox(localStorage, outboxKey('a2', 'c2'), [{ ...item, conversation_id: 'c2' }]);
    expect(readOutbox(localStorage, outboxKey('a1', 'c1'))).toEqual([item]);

    logoutLocally();

    expect(readOutbox(localStorage, outboxKey('a1', 'c1'))).toEqual([]);
    expect(readOutbox(localStorage, outboxKey('a2', 'c2'))).toEqual([]);
    expect(localStorage.getItem(outboxKey('a1', 'c1'))).toBeNull();
    expect(localStorage.getItem(DEVICE_STORAGE_KEYS.preferences)).toBe('{"largeText":true}');
  });
});
