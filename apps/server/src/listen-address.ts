/**
 * Where the server listens (decision 045). The demo logins (an admin among them) and the development
 * routes (the SMS outbox shows every one-time code; the simulator signs payments) let anyone who can
 * reach the port take over any account, so while either is on the server listens on the loopback
 * address only, unless HOST says otherwise; then start-up warns, naming what is exposed.
 */

/** The settings that decide it (config.ts's, named here so this file does not import it). */
interface ListenSettings {
  HOST: string;
  PORT: number;
  SEED_DEMO: boolean;
  DEV_ROUTES: boolean;
}

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|\[::1\]|localhost|::ffff:127(\.\d{1,3}){3})$/i;

export function isLoopback(host: string): boolean {
  return LOOPBACK.test(host.trim());
}

/** HOST when it is not set: 127.0.0.1 while SEED_DEMO or DEV_ROUTES is on, else every interface. */
export function defaultHost(cfg: Pick<ListenSettings, 'SEED_DEMO' | 'DEV_ROUTES'>): string {
  return cfg.SEED_DEMO || cfg.DEV_ROUTES ? '127.0.0.1' : '0.0.0.0';
}

/** What a server listening on HOST exposes to the network, or null when nothing is. */
export function exposedOnNetwork(cfg: ListenSettings): string | null {
  if (isLoopback(cfg.HOST)) return null;
  const exposed = [
    ...(cfg.SEED_DEMO
      ? ['SEED_DEMO: the demo logins, an admin among them, whose passwords are public (README.md)']
      : []),
    ...(cfg.DEV_ROUTES
      ? [
          'DEV_ROUTES: /api/dev/outbox shows every one-time code sent (a login to any account), and /api/dev/payments/simulate signs payments',
        ]
      : []),
  ];
  if (exposed.length === 0) return null;
  return [
    `WARNING: HOST=${cfg.HOST} opens port ${cfg.PORT} to the network with:`,
    ...exposed.map((line) => `  - ${line}`),
    '  Anyone who can reach this machine (the same Wi-Fi, say) can take over any account.',
    '  Unset HOST (or HOST=127.0.0.1) to keep it to this machine, or turn SEED_DEMO and DEV_ROUTES off.',
  ].join('\n');
}
