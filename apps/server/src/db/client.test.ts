import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { openDatabase } from './client.ts';

type Rows = { rows: { setting: string; unit: string; source: string }[] };

describe('the embedded database (PGlite in a data folder, as the server opens it)', () => {
  it('keeps a buffer cache of PGLITE_SHARED_BUFFERS_MB (16 MiB by default), set at start, its files untouched', async () => {
    expect(parseConfig({}).PGLITE_SHARED_BUFFERS_MB).toBe(16);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'samaj-pglite-'));
    try {
      for (const mb of [undefined, 24]) {
        const database = await openDatabase({ dataDir: dir, pgliteSharedBuffersMb: mb });
        try {
          const { rows } = (await database.db.execute(
            sql`select setting, unit, source from pg_settings where name = 'shared_buffers'`,
          )) as unknown as Rows;
          expect(rows[0]).toEqual({
            setting: String(((mb ?? 16) * 1024) / 8),
            unit: '8kB',
            source: 'command line',
          });
        } finally {
          await database.close();
        }
      }
      // PostgreSQL's own file still says 128MB: the setting is the server's, not written into the data.
      expect(readFileSync(path.join(dir, 'postgresql.conf'), 'utf8')).toMatch(/^shared_buffers = 128MB/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
