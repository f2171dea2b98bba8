import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { logInAs } from '../test/session.ts';
import { ApiError } from './api-error.ts';
import { fetchApiFile, saveFile } from './download.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchApiFile', () => {
  it("sends the session's token and language, and answers the content with the attachment's name", async () => {
    logInAs(undefined, 'file-token');
    const spy = mockFetch({
      'GET /api/booking/b1/receipt.pdf': () =>
        new Response('PDF', {
          headers: { 'Content-Disposition': 'attachment; filename="receipt-SB-1.pdf"' },
        }),
    });
    const file = await fetchApiFile('/api/booking/b1/receipt.pdf');
    expect(file.name).toBe('receipt-SB-1.pdf');
    expect(await file.blob.text()).toBe('PDF');
    const headers = spy.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer file-token');
    expect(headers['Accept-Language']).toBeTruthy();
  });

  it('has no name without an attachment header', async () => {
    mockFetch({ 'GET /api/admin/bookings/export.csv': () => new Response('a,b') });
    expect((await fetchApiFile('/api/admin/bookings/export.csv?from=2026-01-01')).name).toBeUndefined();
  });

  it("throws the server's refusal as an ApiError, and a network failure as code network", async () => {
    mockFetch({ 'GET /api/booking/b2/receipt.pdf': () => json({ message: 'Booking not found.' }, 404) });
    const refused = await fetchApiFile('/api/booking/b2/receipt.pdf').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 404, message: 'Booking not found.' });

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(fetchApiFile('/api/booking/b2/receipt.pdf')).rejects.toMatchObject({
      status: 0,
      code: 'network',
    });
  });
});

describe('saveFile', () => {
  it('clicks a temporary link named for the file, then removes it', () => {
    const createObjectURL = vi.fn(() => 'blob:file');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
    saveFile(new Blob(['a,b']), 'bookings-2026-01-01.csv');
    expect(clicked).toEqual([{ href: 'blob:file', download: 'bookings-2026-01-01.csv', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
