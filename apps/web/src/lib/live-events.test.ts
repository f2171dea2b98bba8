import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  BACKOFF_MAX_MS,
  emitLiveEvent,
  onLiveEvent,
  startEventStream,
  type LiveEvent,
} from './live-events.ts';

function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      // Cut in two mid-event: the parser must join them.
      controller.enqueue(bytes.slice(0, 20));
      controller.enqueue(bytes.slice(20));
      controller.close();
    },
  });
}

describe('backoffDelay', () => {
  it('doubles from a second to at most 30 s, drawn between half and all of it', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(20, () => 0)).toBe(BACKOFF_MAX_MS / 2);
  });
});

describe('emitLiveEvent', () => {
  it('reaches every listener even when one throws, and none once unsubscribed', () => {
    const seen: string[] = [];
    const stopA = onLiveEvent(() => {
      throw new Error('boom');
    });
    const stopB = onLiveEvent((event) => seen.push(event.id));
    emitLiveEvent({ type: 'message', id: '1', data: null });
    stopA();
    stopB();
    emitLiveEvent({ type: 'message', id: '2', data: null });
    expect(seen).toEqual(['1']);
  });
});

describe('startEventStream', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the bearer token, hands over parsed events, and reconnects with the last event id', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const events: LiveEvent[] = [];
    let stop = () => {};
    const done = new Promise<void>((resolve) => {
      const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
        calls.push({ url: String(url), headers: init?.headers as Record<string, string> });
        if (calls.length === 1) {
          return new Response(
            streamOf(
              'id: 41\nevent: message\ndata: {"conversation_id":"c1"}\n\n: ping\n\nid: 42\nevent: read\ndata: {}\n\n',
            ),
            { status: 200 },
          );
        }
        stop();
        resolve();
        return new Response(null, { status: 401 });
      });
      stop = startEventStream({
        url: '/api/events',
        token: () => 'tok',
        onEvent: (event) => events.push(event),
        fetch: fetchMock as typeof fetch,
        sleep: async () => {},
        random: () => 0,
      });
    });
    await done;
    expect(events).toEqual([
      { type: 'message', id: '41', data: { conversation_id: 'c1' } },
      { type: 'read', id: '42', data: {} },
    ]);
    expect(calls[0]).toEqual({
      url: '/api/events',
      headers: { Accept: 'text/event-stream', Authorization: 'Bearer tok' },
    });
    expect(calls[1]!.url).toBe('/api/events?last_event_id=42');
    expect(calls[1]!.headers['Last-Event-ID']).toBe('42');
  });

  it('tries again after a failure with growing waits, and stops on 401 without trying again', async () => {
    const waits: number[] = [];
    let count = 0;
    await new Promise<void>((resolve) => {
      startEventStream({
        url: '/api/events',
        token: () => 'tok',
        onEvent: () => {},
        fetch: (async () => {
          count += 1;
          if (count <= 3) throw new TypeError('network');
          resolve();
          return new Response(null, { status: 401 });
        }) as typeof fetch,
        sleep: async (ms) => {
          waits.push(ms);
        },
        random: () => 1,
      });
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(count).toBe(4);
  });

  it('does not connect without a session', async () => {
    const fetchMock = vi.fn();
    startEventStream({ url: '/api/events', token: () => null, fetch: fetchMock as unknown as typeof fetch });
    await new Promise((r) => setTimeout(r, 10));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
