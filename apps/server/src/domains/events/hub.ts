import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { LiveEventType } from '@samaj/shared';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './repository.ts';

/**
 * The live stream's fan-out on one app server (decision 056). Each open stream knows the last event id
 * it sent; a poke (`account`, `seq`) makes the account's streams read from the outbox what they lack,
 * in order, so an event is sent once whatever pokes it and however often. Pokes come from this
 * server's commits (afterCommit) and, on PostgreSQL, from every server's commits through one LISTEN
 * connection; a lost LISTEN connection, once back, pokes every stream. On the embedded database there
 * is one process, so its own commits are all there is.
 */

/** A keep-alive comment this often: proxies close a response silent for a minute or so. */
export const KEEP_ALIVE_MS = 25_000;
/** A stream not refreshed for this long is taken as gone (a server that died without deleting its rows). */
export const STREAM_FRESH_MS = 75_000;
/** Rows read at a time. */
const PAGE = 200;
/** A client that reads nothing while this much waits for it is cut (it resumes with its last id). */
const MAX_BUFFERED_BYTES = 1 << 20;
/** How long the LISTEN connection waits before it connects again after losing the database. */
const RECONNECT_MS = 1000;

const frame = (seq: number, type: string, payload: unknown) =>
  `id: ${seq}\nevent: ${type}\ndata: ${JSON.stringify(payload)}\n\n`;

export class LiveStream {
  /** What the client reads: Server-Sent Events text. */
  readonly out = new PassThrough();
  /** The last event id sent (or, before the start, the id to resume after). */
  lastSent = 0;
  /** The highest id a poke asked for (Infinity: whatever is there). */
  private target = 0;
  private ready = false;
  private pumping = false;
  closed = false;
  /** Its row in event_streams. */
  presenceId: string | null = null;

  constructor(
    readonly accountId: string,
    private readonly hub: LiveHub,
  ) {
    // The response went away (Fastify destroys the stream it was piping when the client leaves): over.
    this.out.on('close', () => this.end());
    this.out.on('error', () => this.end());
  }

  write(text: string): void {
    if (this.closed) return;
    this.out.write(text);
    if (this.out.writableLength > MAX_BUFFERED_BYTES) this.end();
  }

  /** Sends what the account has after `lastSent`; starts from `lastSent` once `start` is called. */
  want(seq = Number.POSITIVE_INFINITY): void {
    if (this.closed || seq <= this.lastSent) return;
    this.target = Math.max(this.target, seq);
    if (this.ready) void this.pump();
  }

  start(lastSent: number): void {
    this.lastSent = lastSent;
    this.ready = true;
    this.target = Number.POSITIVE_INFINITY;
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (!this.closed && this.target > this.lastSent) {
        const asked = this.target;
        const rows = await this.hub.read(this.accountId, this.lastSent, PAGE);
        for (const row of rows) {
          if (this.closed) return;
          this.write(frame(row.seq, row.type, row.payload));
          this.lastSent = row.seq;
        }
        // All there is now was read; a poke during the read raised the target, so the loop reads again.
        if (rows.length < PAGE && this.target === asked) this.target = this.lastSent;
      }
    } catch (err) {
      // The database is unreachable: the client reconnects with its last id, to this or another server.
      this.hub.log?.warn({ err }, 'live stream could not read its events; ending it');
      this.end();
    } finally {
      this.pumping = false;
    }
  }

  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.out.end();
    this.hub.forget(this);
  }
}

export class LiveHub {
  /** This process, in event_streams. */
  readonly serverId = randomUUID();
  private readonly byAccount = new Map<string, Set<LiveStream>>();
  private timer: NodeJS.Timeout | null = null;
  private listener: pg.Client | null = null;
  private listening: Promise<void> | null = null;
  private closing = false;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    readonly log?: FastifyBaseLogger,
    private readonly keepAliveMs = KEEP_ALIVE_MS,
  ) {}

  /** Streams open on this server. */
  get size(): number {
    let n = 0;
    for (const set of this.byAccount.values()) n += set.size;
    return n;
  }

  read(accountId: string, afterSeq: number, limit: number) {
    return repo.eventsAfter(this.database.db, accountId, afterSeq, limit);
  }

  /**
   * Opens a stream of the account's events after `lastEventId` (none: from now on). Registered before
   * its start is read, so an event committed meanwhile is either read with the start or poked after it.
   */
  async open(accountId: string, lastEventId: number | undefined): Promise<LiveStream> {
    await this.ensureListening();
    const stream = new LiveStream(accountId, this);
    let set = this.byAccount.get(accountId);
    if (!set) this.byAccount.set(accountId, (set = new Set()));
    set.add(stream);
    try {
      stream.presenceId = await repo.insertStream(this.database.db, {
        accountId,
        serverId: this.serverId,
        at: this.clock.now(),
      });
      const { last, firstKept } = await repo.positionOf(this.database.db, accountId, lastEventId ?? 0);
      stream.write('retry: 3000\n: connected\n\n');
      let from = lastEventId ?? last;
      if (lastEventId !== undefined && lastEventId > last) {
        stream.write(frame(last, 'resync', { reason: 'unknown' }));
        from = last;
      } else if (lastEventId !== undefined && lastEventId < last && firstKept !== lastEventId + 1) {
        stream.write(frame(last, 'resync', { reason: 'expired' }));
        from = last;
      }
      stream.start(from);
    } catch (err) {
      stream.end();
      throw err;
    }
    if (this.closing) stream.end();
    this.startTimer();
    return stream;
  }

  /** A stream ended (its client left, or the server closes): off the list, and off event_streams. */
  forget(stream: LiveStream): void {
    const set = this.byAccount.get(stream.accountId);
    set?.delete(stream);
    if (set?.size === 0) this.byAccount.delete(stream.accountId);
    if (this.size === 0) this.stopTimer();
    if (stream.presenceId && !this.closing) {
      const id = stream.presenceId;
      void repo
        .deleteStreams(this.database.db, [id])
        .catch((err: unknown) => this.log?.warn({ err }, 'could not delete an ended stream'));
    }
  }

  /** These events committed: their accounts' streams here read what they lack. */
  poke(events: { accountId: string; seq: number }[]): void {
    for (const { accountId, seq } of events) {
      for (const stream of this.byAccount.get(accountId) ?? []) stream.want(seq);
    }
  }

  /** Every stream here reads what it lacks (the LISTEN connection was lost: something may have been missed). */
  pokeAll(): void {
    for (const set of this.byAccount.values()) for (const stream of set) stream.want();
  }

  /** Whether the account has a stream open on any server (refreshed within STREAM_FRESH_MS). */
  hasOpenStream(accountId: string): Promise<boolean> {
    const since = new Date(this.clock.now().getTime() - STREAM_FRESH_MS);
    return repo.hasStreamSince(this.database.db, accountId, since);
  }

  /** The keep-alive: a comment to every stream, and their rows in event_streams refreshed. */
  async keepAlive(): Promise<void> {
    const ids: string[] = [];
    for (const set of this.byAccount.values()) {
      for (const stream of set) {
        stream.write(': keep-alive\n\n');
        if (stream.presenceId) ids.push(stream.presenceId);
      }
    }
    await repo.touchStreams(this.database.db, ids, this.clock.now());
  }

  private startTimer(): void {
    if (this.timer || this.closing) return;
    this.timer = setInterval(() => {
      this.keepAlive().catch((err: unknown) => this.log?.warn({ err }, 'live stream keep-alive failed'));
    }, this.keepAliveMs);
    this.timer.unref();
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** PostgreSQL: one connection LISTENs for every server's commits (opened with the first stream). */
  private ensureListening(): Promise<void> {
    const pool = this.database.pool;
    if (this.database.kind !== 'postgres' || !pool || this.closing) return Promise.resolve();
    this.listening ??= this.connectListener(pool).catch((err: unknown) => {
      this.listening = null;
      throw err;
    });
    return this.listening;
  }

  private async connectListener(pool: pg.Pool): Promise<void> {
    const client = new pg.Client(pool.options);
    const lost = (err?: unknown) => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listening = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => {});
      if (this.closing) return;
      this.log?.warn({ err }, 'live events: the LISTEN connection was lost; connecting again');
      const retry = () => {
        if (this.closing || this.size === 0) return;
        this.ensureListening().then(
          () => this.pokeAll(),
          () => setTimeout(retry, RECONNECT_MS).unref(),
        );
      };
      setTimeout(retry, RECONNECT_MS).unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === repo.EVENTS_CHANNEL && message.payload) {
        this.poke(repo.parseEventList(message.payload));
      }
    });
    await client.connect();
    this.listener = client;
    await client.query(`LISTEN ${repo.EVENTS_CHANNEL}`);
  }

  /**
   * The server closes: every stream ends (its client resumes with its last id on another server), their
   * rows go, and the LISTEN connection closes. Called before the connections are drained, so open
   * streams never hold up a deploy.
   */
  async close(): Promise<void> {
    this.closing = true;
    this.stopTimer();
    const ids: string[] = [];
    for (const set of [...this.byAccount.values()]) {
      for (const stream of [...set]) {
        if (stream.presenceId) ids.push(stream.presenceId);
        stream.end();
      }
    }
    await repo
      .deleteStreams(this.database.db, ids)
      .catch((err: unknown) => this.log?.warn({ err }, 'could not delete the closed streams'));
    const client = this.listener;
    this.listener = null;
    this.listening = null;
    if (client) await client.end().catch(() => {});
  }
}

/** The event types the outbox keeps (`resync` is said by a stream itself, never stored). */
export type StoredEventType = Exclude<LiveEventType, 'resync'>;
