// A migration's file name (its journal tag) only says where its SQL is: drizzle's migrator runs the
// migrations whose journal `when` is later than the last one the database recorded. So a name may be
// changed after the migration was applied (0006, 0010, 0011 and 0017 lost their phase names so),
// as long as its `when` and its SQL stay as they were. This test holds the migrator to that.
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../lib/server-root.ts';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const folder = path.join(serverRoot, 'drizzle');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
const copies = mkdtempSync(path.join(os.tmpdir(), 'samaj-migration-names-'));
afterAll(() => rmSync(copies, { recursive: true, force: true }));

/** The migrations folder with each tag given another name (file and journal alike). */
function renamedCopy(rename: (tag: string) => string): string {
  const dir = path.join(copies, `copy-${Math.random().toString(36).slice(2)}`);
  cpSync(folder, dir, { recursive: true });
  const entries = journal.entries.map((e) => {
    renameSync(path.join(dir, `${e.tag}.sql`), path.join(dir, `${rename(e.tag)}.sql`));
    return { ...e, tag: rename(e.tag) };
  });
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

const applied = async (client: PGlite) =>
  (await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]!
    .n;

describe('migration file names', () => {
  it('every journal entry has its file, and the names carry no phase', () => {
    for (const { tag } of journal.entries) {
      expect(readFileSync(path.join(folder, `${tag}.sql`), 'utf8').length).toBeGreaterThan(0);
      expect(tag).not.toMatch(/depth|trust|phase|identity_and_abuse/);
    }
  });

  it('a database migrated under other names takes the renamed folder without running anything again', async () => {
    const client = new PGlite();
    try {
      await migrate(drizzle(client), { migrationsFolder: renamedCopy((tag) => `${tag}_as_first_named`) });
      expect(await applied(client)).toBe(journal.entries.length);
      // Run again on the folder as it is named now: each migration would fail if it ran twice
      // (its tables and columns exist), and none is recorded again.
      await migrate(drizzle(client), { migrationsFolder: folder });
      expect(await applied(client)).toBe(journal.entries.length);
    } finally {
      await client.close();
    }
  }, 120_000);
});
