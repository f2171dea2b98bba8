import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustProxyOption } from './app.ts';
import { parseConfig } from './config.ts';

/** The client address a server with this TRUST_PROXY sees for a request from `remote` with these headers. */
async function clientAddress(trustProxy: string, remote: string, forwardedFor?: string) {
  const app = Fastify({ trustProxy: trustProxyOption(parseConfig({ TRUST_PROXY: trustProxy }).TRUST_PROXY) });
  app.get('/ip', async (request) => ({ ip: request.ip }));
  const res = await app.inject({
    method: 'GET',
    url: '/ip',
    remoteAddress: remote,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return (res.json() as { ip: string }).ip;
}

// Every per-address limit keys on this address: a client that could choose it would have no limit.
describe('TRUST_PROXY', () => {
  it('false: the connection is the client; X-Forwarded-For is ignored', async () => {
    expect(await clientAddress('false', '198.51.100.9', '1.2.3.4')).toBe('198.51.100.9');
  });

  it('1 (one reverse proxy): the address the proxy appended, not what the client wrote before it', async () => {
    // nginx's $proxy_add_x_forwarded_for appends the real peer to whatever the client sent.
    for (const spoofed of ['1.1.1.1', '2.2.2.2, 3.3.3.3', '']) {
      const header = spoofed ? `${spoofed}, 203.0.113.7` : '203.0.113.7';
      expect(await clientAddress('1', '127.0.0.1', header)).toBe('203.0.113.7');
    }
  });

  it('2 (a load balancer and a proxy): two hops from the right', async () => {
    expect(await clientAddress('2', '10.0.0.2', '9.9.9.9, 203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
  });

  it('a list: only those proxies are believed', async () => {
    expect(await clientAddress('10.0.0.0/8', '10.0.0.5', '9.9.9.9, 203.0.113.7')).toBe('203.0.113.7');
    // A client that connects directly is not a trusted proxy: its header counts for nothing.
    expect(await clientAddress('10.0.0.0/8', '198.51.100.9', '9.9.9.9')).toBe('198.51.100.9');
  });
});
