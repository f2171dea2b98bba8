import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { PRERENDER_GATE_HASH } from './prerender-gate.ts';

/** Helmet's middleware as configured for this app: static values only (no per-request nonce). */
export const helmetMiddleware = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // The prerendered public pages' one inline script, by its hash (decision 033).
      scriptSrc: ["'self'", PRERENDER_GATE_HASH, 'https://checkout.razorpay.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
      frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * What helmet does to a response, recorded once by running its middleware on a stand-in: the headers
 * it sets, in order, and those it removes. Its values depend on nothing of the request here (no
 * directive is a function), so every answer gets the same ones.
 */
export function helmetEffects(): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const response = {
    setHeader: (name: string, value: string) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  let error: unknown = null;
  let done = false;
  helmetMiddleware({} as IncomingMessage, response as unknown as ServerResponse, (e?: unknown) => {
    error = e ?? null;
    done = true;
  });
  if (!done || error) throw new Error(`helmet did not finish synchronously: ${String(error)}`);
  return { set, removed };
}

/**
 * Helmet's security headers on every answer. Helmet's middleware is a chain of twelve (each a
 * callback and a header); the headers it writes are the same for every request, so they are taken
 * from it once and set in one loop (decision 035). @fastify/helmet even built the middleware anew for
 * each request (parsing the CSP each time), a tenth of a millisecond on every call.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const { set, removed } = helmetEffects();
    app.addHook('onRequest', (_request, reply, done) => {
      const raw = reply.raw;
      for (const name of removed) raw.removeHeader(name);
      for (const [name, value] of set) raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
