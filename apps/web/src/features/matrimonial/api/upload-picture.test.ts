import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.ts';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { logInAs } from '../../../test/session.ts';
import { uploadPicture } from './upload-picture.ts';

describe('uploadPicture', () => {
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('posts the file as multipart field `picture` with the token, the XSRF cookie and progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    logInAs();
    document.cookie = 'XSRF-TOKEN=a%2Bb';
    const progress: number[] = [];
    const file = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    const done = uploadPicture('p 1', file, { onProgress: (p) => progress.push(p) });

    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual([
      'POST',
      '/api/matrimonial/p%201/pictures',
      true,
    ]);
    expect(xhr.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer test-token',
      'X-XSRF-TOKEN': 'a+b',
    });
    expect([...(xhr.body as FormData).keys()]).toEqual(['picture']);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.answer(201, JSON.stringify({ id: 'pic', url: '/x.webp' }));

    await expect(done).resolves.toEqual({ id: 'pic', url: '/x.webp' });
    expect(progress).toEqual([25, 100]);
  });

  it("answers the server's error with its message, field errors and code; a 401 ends the session", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    logInAs();
    const refused = uploadPicture('p', new File(['x'], 'a.gif')).catch((e: unknown) => e);
    FakeXhr.last.answer(
      422,
      JSON.stringify({ message: 'Wrong type.', errors: { picture: 'Wrong type.' }, code: 'c' }),
    );
    expect(await refused).toMatchObject({
      status: 422,
      message: 'Wrong type.',
      errors: { picture: ['Wrong type.'] },
      code: 'c',
    });

    const expired = uploadPicture('p', new File(['x'], 'a.png')).catch((e: unknown) => e);
    FakeXhr.last.answer(401, 'not json', 'Unauthorized');
    expect(await expired).toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(useSession.getState().token).toBeNull();
  });

  it('answers a network failure as ApiError status 0, and an abort as AbortError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failed = uploadPicture('p', new File(['x'], 'a.png')).catch((e: unknown) => e);
    FakeXhr.last.onerror?.();
    const failure = await failed;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, isNetworkError: true });

    const controller = new AbortController();
    const aborted = uploadPicture('p', new File(['x'], 'a.png'), { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    controller.abort();
    expect(await aborted).toMatchObject({ name: 'AbortError' });
  });
});
