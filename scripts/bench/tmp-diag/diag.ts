import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../apps/server/src/app.ts';
import { parseConfig } from '../../../apps/server/src/config.ts';
import { openDatabase } from '../../../apps/server/src/db/client.ts';
import { systemClock } from '../../../apps/server/src/lib/clock.ts';
import { seedBenchData, FILTER } from '../seed.ts';

const url = process.env.DIAG_PG;
const dir = mkdtempSync(path.join(tmpdir(), 'diag-'));
const target = url ? { databaseUrl: url } : { dataDir: path.join(dir, 'pglite') };
const seeded = await seedBenchData(target);
const database = await openDatabase(target);
let queries = 0;
if (database.pool) {
  const orig = database.pool.query.bind(database.pool);
  // count round trips
  (database.pool as any).query = (...a: any[]) => { queries++; return (orig as any)(...a); };
}
const config = parseConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dir });
const app = await buildApp({ config, database, clock: systemClock });
app.get('/bare', async () => ({ hello: 'world' }));
await app.ready();
const q = new URLSearchParams(Object.entries(FILTER).map(([k, v]) => [k, String(v)])).toString();
const now = new Date(); const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
const eps: any[] = [
  { name: 'bare', method: 'GET', url: '/bare' },
  { name: 'hall', method: 'GET', url: '/api/hall' },
  { name: 'news', method: 'GET', url: '/api/news' },
  { name: 'month', method: 'POST', url: '/api/hall/check-availablility-month', payload: { hall_id: seeded.hallId, slot: 'B', year: next.getUTCFullYear(), month: next.getUTCMonth() + 1 } },
  { name: 'match', method: 'GET', url: `/api/matrimonial/mm/filter-profile/${seeded.searcherProfileId}?${q}`, headers: { authorization: `Bearer ${seeded.token}` } },
];
const only = process.env.ONLY;
for (const e of eps) {
  if (only && e.name !== only) continue;
  for (let i = 0; i < 50; i++) await app.inject(e);
  const N = Number(process.env.N ?? 300);
  queries = 0;
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < N; i++) { const r = await app.inject(e); if (r.statusCode !== 200) throw new Error(r.body); }
  const c = process.cpuUsage(c0); const t = performance.now() - t0;
  console.log(e.name.padEnd(6), 'cpu ms/req', ((c.user + c.system) / 1000 / N).toFixed(3), 'wall ms/req', (t / N).toFixed(3), 'pool.query/req', (queries / N).toFixed(2));
}
await app.close();
