import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser.ts';

describe('SseParser', () => {
  it('gives each event with its type, data and id once its blank line arrives', () => {
    const parser = new SseParser();
    expect(parser.push('id: 7\nevent: message\ndata: {"conversation_id":"c1"}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ type: 'message', data: '{"conversation_id":"c1"}', id: '7' }]);
    expect(parser.lastEventId).toBe('7');
  });

  it('joins chunks cut anywhere, \\r\\n line ends included, and several data lines with \\n', () => {
    const parser = new SseParser();
    const text = 'event: read\r\nid: 12\r\ndata: a\r\ndata: b\r\n\r\nevent: notification\ndata: x\n\n';
    const events = [...text].flatMap((ch) => parser.push(ch));
    expect(events).toEqual([
      { type: 'read', data: 'a\nb', id: '12' },
      { type: 'notification', data: 'x', id: '12' },
    ]);
  });

  it('skips comments (the keep-alive) and events without data; a missing type is "message"', () => {
    const parser = new SseParser('3');
    expect(parser.push(': keep-alive\n\nevent: read\n\ndata: hi\n\n')).toEqual([
      { type: 'message', data: 'hi', id: '3' },
    ]);
  });

  it("takes a field without a colon as empty and keeps a value's second space", () => {
    const parser = new SseParser();
    expect(parser.push('data\ndata:  two\n\n')).toEqual([{ type: 'message', data: '\n two', id: '' }]);
  });
});
