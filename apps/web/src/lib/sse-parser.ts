/** One server-sent event as the stream gave it (https://html.spec.whatwg.org/#event-stream-interpretation). */
export interface StreamEvent {
  /** The `event:` field; "message" when the server gave none. */
  type: string;
  data: string;
  /** The last `id:` seen on the stream so far (an event without one keeps the previous). */
  id: string;
}

/**
 * A server-sent events parser fed text chunks as they arrive (a chunk may end mid-line or mid-event).
 * The web reads the stream with fetch because EventSource cannot send the bearer token the app signs in
 * with (lib/api-client.ts); this is the part of EventSource's parsing that the app needs: event, data
 * (several lines joined by "\n"), id (kept across events) and comments (ignored). `retry:` is ignored:
 * the reconnecting loop has its own backoff.
 */
export class SseParser {
  private buffer = '';
  private type = '';
  private data: string[] = [];
  private lastId: string;

  constructor(lastEventId = '') {
    this.lastId = lastEventId;
  }

  get lastEventId(): string {
    return this.lastId;
  }

  /** The events completed by this chunk, in order. */
  push(chunk: string): StreamEvent[] {
    this.buffer += chunk;
    const events: StreamEvent[] = [];
    // A line ends at \r\n, \n or \r; a \r at the very end may be the first half of \r\n: keep it.
    for (;;) {
      const match = /\r\n|\n|\r(?!$)/.exec(this.buffer);
      if (!match) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  private line(line: string): StreamEvent | null {
    if (line === '') {
      // A blank line dispatches the event gathered so far (none without data).
      const event =
        this.data.length > 0
          ? { type: this.type || 'message', data: this.data.join('\n'), id: this.lastId }
          : null;
      this.type = '';
      this.data = [];
      return event;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.type = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\u0000')) this.lastId = value;
    return null;
  }
}
