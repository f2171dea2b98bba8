/**
 * An XMLHttpRequest stand-in for the upload tests (stub it with `vi.stubGlobal('XMLHttpRequest',
 * FakeXhr)`): it records what is sent and answers when the test calls `answer`, or at once with
 * `FakeXhr.autoAnswer` when that is set.
 */
export class FakeXhr {
  static last: FakeXhr;
  /** When set, every request is answered with it as soon as it is sent. */
  static autoAnswer: { status: number; body: string } | null = null;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    if (FakeXhr.autoAnswer) this.answer(FakeXhr.autoAnswer.status, FakeXhr.autoAnswer.body);
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: string, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body;
    this.onload?.();
  }
}
