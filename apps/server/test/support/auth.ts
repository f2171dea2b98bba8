import type { TestApp } from './app.ts';

/**
 * Calls for the auth tests. Every call speaks from its own address (unless told otherwise), so the
 * per-address limits of one test do not touch another; `prefix` keeps the files' addresses and numbers apart.
 */
export function authCalls(app: () => TestApp, prefix: { ip: string; mobile: string }) {
  let ipCount = 0;
  const nextIp = () => `${prefix.ip}.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`;
  let mobileCount = 0;
  const nextMobile = () => `${prefix.mobile}${String(10_000_000 + ++mobileCount * 7919).slice(-8)}`;
  const post = (url: string, payload: object, opts: { ip?: string; token?: string } = {}) =>
    app().app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: opts.ip ?? nextIp(),
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    });
  const me = (token: string) =>
    app().app.inject({
      method: 'GET',
      url: '/api/matrimonial/user',
      headers: { authorization: `Bearer ${token}` },
    });
  return { nextIp, nextMobile, post, me };
}
