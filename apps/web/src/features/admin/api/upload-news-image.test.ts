import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.ts';
import { json } from '../../../test/fetch-mock.ts';
import { logInAs } from '../../../test/session.ts';
import { uploadNewsImage } from './upload-news-image.ts';

function stubFetch(answer: () => Promise<Response>) {
  const spy = vi.fn((_url: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', spy);
  return spy;
}

describe('uploadNewsImage', () => {
  it('posts the file as multipart field `image`, with the bearer token and cookies', async () => {
    logInAs();
    const saved = { id: 'n 1', image_url: '/api/news-images/x.webp' };
    const spy = stubFetch(async () => json(saved));
    const file = new File(['x'], 'photo.png', { type: 'image/png' });

    await expect(uploadNewsImage('n 1', file)).resolves.toEqual(saved);

    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe('/api/admin/news/n%201/image');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer test-token' });
    expect(init.body).toBeInstanceOf(FormData);
    expect([...(init.body as FormData).keys()]).toEqual(['image']);
    expect((init.body as FormData).get('image')).toBeInstanceOf(File);
  });

  it("answers the server's error with its message and field errors, and ends the session on a 401", async () => {
    logInAs();
    stubFetch(async () =>
      json({ message: 'Not an image.', errors: { image: ['Not an image.'] }, code: 'x' }, 422),
    );
    const failure = await uploadNewsImage('1', new File(['x'], 'a.txt')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 422,
      message: 'Not an image.',
      errors: { image: ['Not an image.'] },
    });
    expect((failure as ApiError).code).toBeUndefined();

    stubFetch(async () => new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(uploadNewsImage('1', new File(['x'], 'a.png'))).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });
    expect(useSession.getState().token).toBeNull();
  });

  it('answers a network failure as ApiError status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await uploadNewsImage('1', new File(['x'], 'a.png')).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 0, isNetworkError: true });
  });
});
