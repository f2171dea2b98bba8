import { useEffect, useRef } from 'react';
import { SseParser } from './sse-parser.ts';

/**
 * The account's live events (docs/api.md "Conversations": GET /api/events): `message`, `read`,
 * `conversation` and `notification`, each with an id. One stream per signed-in tab, started by the app
 * shell (app/live-updates.tsx); features listen with `useLiveEvent` and refresh what they show.
 */
export interface LiveEvent {
  type: string;
  /** The stream's id of the event (what a reconnection resumes after). */
  id: string;
  /** The event's data: parsed JSON, or the text when it is not JSON. */
  data: unknown;
}

const listeners = new Set<(event: LiveEvent) => void>();

/** Hands one event to every listener (the stream calls it; tests too). */
export function emitLiveEvent(event: LiveEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch {
      // One listener's failure must not keep the event from the others.
    }
  }
}

export function onLiveEvent(listener: (event: LiveEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` with every live event while the component is mounted (the latest listener each time). */
export function useLiveEvent(listener: (event: LiveEvent) => void): void {
  const ref = useRef(listener);
  useEffect(() => {
    ref.current = listener;
  });
  useEffect(() => onLiveEvent((event) => ref.current(event)), []);
}

/** The stream's state, for a page that falls back to asking again while it is down. */
export type StreamStatus = 'connecting' | 'open' | 'down';

let status: StreamStatus = 'down';
const statusListeners = new Set<(status: StreamStatus) => void>();

function setStatus(next: StreamStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of [...statusListeners]) listener(next);
}

export function liveStreamStatus(): StreamStatus {
  return status;
}

export function onLiveStreamStatus(listener: (status: StreamStatus) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export const BACKOFF_FIRST_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

/**
 * How long to wait before the attempt after `failures` failed ones: doubling from a second up to 30 s,
 * each drawn between half and all of it, so that phones cut off by the same outage do not all come
 * back in the same second.
 */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, failures));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

export interface EventStreamOptions {
  /** The stream's address (withApiBase already applied). */
  url: string;
  /** The session's bearer token, read at each connection; none ends the loop. */
  token: () => string | null;
  onEvent?: (event: LiveEvent) => void;
  fetch?: typeof fetch;
  /** Waits `ms` or until `signal` aborts (tests make it instant). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
}

const sleepFor = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

function parseData(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Reads the stream with fetch (EventSource cannot send the Authorization header) and reconnects with
 * backoff, resuming after the last event id it saw (`Last-Event-ID` header and `last_event_id` query).
 * A 401 or 403 ends it (the session is over; the app's next call logs out). Returns `stop`.
 */
export function startEventStream(options: EventStreamOptions): () => void {
  const controller = new AbortController();
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? sleepFor;
  const emit = options.onEvent ?? emitLiveEvent;
  let lastId = '';

  const run = async () => {
    let failures = 0;
    while (!controller.signal.aborted) {
      const token = options.token();
      if (!token) break;
      setStatus('connecting');
      let status = 0;
      try {
        const url = lastId
          ? `${options.url}${options.url.includes('?') ? '&' : '?'}last_event_id=${encodeURIComponent(lastId)}`
          : options.url;
        const headers: Record<string, string> = {
          Accept: 'text/event-stream',
          Authorization: `Bearer ${token}`,
        };
        if (lastId) headers['Last-Event-ID'] = lastId;
        const response = await doFetch(url, {
          headers,
          credentials: 'include',
          cache: 'no-store',
          signal: controller.signal,
        });
        status = response.status;
        if (response.ok && response.body) {
          setStatus('open');
          failures = 0;
          const parser = new SseParser(lastId);
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            for (const event of parser.push(decoder.decode(value, { stream: true }))) {
              lastId = event.id;
              emit({ type: event.type, id: event.id, data: parseData(event.data) });
            }
          }
        }
      } catch {
        // A network failure or the stop: both handled below.
      }
      if (controller.signal.aborted || status === 401 || status === 403) break;
      setStatus('down');
      await sleep(backoffDelay(failures, options.random), controller.signal);
      failures += 1;
    }
    setStatus('down');
  };
  void run();
  return () => controller.abort();
}
