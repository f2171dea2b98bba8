/**
 * A TLS and HTTP/2 proxy in front of an app server, for the Lighthouse runs: phones reach the app through
 * Caddy or nginx speaking HTTP/2 over TLS (docs/deploy.md, section 5), one connection carrying every
 * request, where plain HTTP/1.1 opens at most six to an origin and queues the rest (decision 040).
 * The certificate is self-signed for 127.0.0.1, made with openssl; Chromium trusts it through
 * `--ignore-certificate-errors-spki-list` (its public key's hash), as a real certificate, so the service
 * worker registers and nothing is logged.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TlsCertificate {
  key: Buffer;
  cert: Buffer;
  /** base64 SHA-256 of the certificate's public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
}

/** A fresh self-signed certificate for 127.0.0.1 and localhost. */
export function selfSignedCertificate(): TlsCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'samaj-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'pipe' },
    );
    const publicKey = execFileSync('openssl', ['x509', '-in', cert, '-pubkey', '-noout'], { stdio: 'pipe' });
    const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], {
      input: publicKey,
      stdio: 'pipe',
    });
    const spki = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der, stdio: 'pipe' });
    return { key: readFileSync(key), cert: readFileSync(cert), spki: spki.toString('base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Headers of one hop, never passed on (RFC 9110 7.6.1), and HTTP/2's pseudo-headers. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'http2-settings',
]);

const passOn = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) => value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name),
    ),
  ) as http.OutgoingHttpHeaders;

/** Listens on 127.0.0.1 (a free port) and forwards each request to the app server on `targetPort`. */
export async function startTlsProxy(
  targetPort: number,
  certificate: TlsCertificate,
): Promise<{ port: number; stop(): Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key: certificate.key, cert: certificate.cert, allowHTTP1: true });
  server.on('request', (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: req.method,
        path: req.url,
        headers: { ...passOn(req.headers), host: req.authority || req.headers.host || '127.0.0.1' },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, passOn(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // The browser keeps its connection open: stop ends them, or close would wait for it.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  const sockets = new Set<TLSSocket>();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
        for (const socket of sockets) socket.destroy();
        agent.destroy();
      }),
  };
}
