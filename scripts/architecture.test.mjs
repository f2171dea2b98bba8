// The rules of scripts/architecture.mjs and the domain level of scripts/import-cycles.mjs, on small
// fixtures: each refuses what it is for and lets the right form through.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  barrelBreaches,
  citationBreaches,
  nonBarrelCode,
  schemaImports,
  tableBreaches,
  tablesDeclared,
  writesTable,
} from './architecture.mjs';
import { cyclesOf, domainGraph, importGraph } from './import-cycles.mjs';

const D = 'apps/server/src/domains';

describe('what a file imports of the schema', () => {
  it('finds the tables a schema file declares', () => {
    const text =
      "export const users = pgTable(\n  'users',\n);\nexport const role = pgEnum('role', []);\nexport const halls = pgTable('halls', {});";
    expect(tablesDeclared(text)).toEqual(['users', 'halls']);
  });

  it('counts value imports, not type-only ones, and reads through an alias', () => {
    const text = [
      "import { users, halls as h } from '../../db/schema/index.ts';",
      "import type { bookings } from '../../db/schema/index.ts';",
      "import { type payments, refunds } from '../../../db/schema/bookings.ts';",
      "import { users as other } from '../users/service.ts';",
    ].join('\n');
    expect(schemaImports(text)).toEqual({ names: ['users', 'halls', 'refunds'], namespace: false });
  });

  it('sees an import of the whole schema', () => {
    expect(schemaImports("import * as schema from '../db/schema/index.ts';").namespace).toBe(true);
  });

  it('tells a write from a read', () => {
    expect(writesTable('await db.insert(users).values(row);', 'users')).toBe(true);
    expect(writesTable('db.update( users ).set({})', 'users')).toBe(true);
    expect(writesTable('db.delete(users)', 'users')).toBe(true);
    expect(writesTable('db.select().from(users).innerJoin(halls, on)', 'users')).toBe(false);
    expect(writesTable('db.delete(usersArchive)', 'users')).toBe(false);
  });
});

describe('table ownership', () => {
  const owners = {
    users: { owner: 'users', readers: [`${D}/bookings/repository/admin.ts`] },
    bookings: { owner: 'bookings' },
    rateLimits: { owner: 'apps/server/src/lib/rate-limit.ts' },
  };
  const tables = ['users', 'bookings', 'rateLimits'];
  const uses = (...names) => `import { ${names.join(', ')} } from '../../db/schema/index.ts';\n`;
  const check = (entries) =>
    tableBreaches(new Map(entries), tables, owners, { exempt: ['apps/server/src/seed.ts'] });

  it("lets the owner's repository files use its tables, at any depth of the domain", () => {
    expect(
      check([
        [`${D}/users/repository.ts`, uses('users')],
        [`${D}/bookings/repository/bookings.ts`, uses('bookings')],
        [`${D}/bookings/payment/repository.ts`, uses('bookings')],
        ['apps/server/src/lib/rate-limit.ts', uses('rateLimits')],
      ]),
    ).toEqual([]);
  });

  it("refuses a use case of the owner that queries the table itself: the owner's repository does", () => {
    expect(check([[`${D}/users/admin.ts`, uses('users')]])).toEqual([
      expect.stringContaining(`${D}/users/admin.ts: uses users, owned by users`),
    ]);
  });

  it("refuses another domain's repository, unless the map names it a reader, and then only to read", () => {
    const breaches = check([
      [`${D}/bookings/repository/bookings.ts`, uses('bookings', 'users') + 'db.select().from(users)'],
      [`${D}/bookings/repository/admin.ts`, uses('bookings', 'users') + 'db.select().from(users)'],
    ]);
    expect(breaches).toEqual([expect.stringContaining(`${D}/bookings/repository/bookings.ts: uses users`)]);
    expect(
      check([[`${D}/bookings/repository/admin.ts`, uses('users') + 'db.update(users).set({})']]),
    ).toEqual([`${D}/bookings/repository/admin.ts: writes users, which only users writes`]);
  });

  it('refuses a table owned by a file of lib anywhere else', () => {
    expect(check([[`${D}/auth/repository.ts`, uses('rateLimits')]])).toHaveLength(1);
  });

  it('leaves out the tests and the row makers, and type-only imports anywhere', () => {
    expect(
      check([
        [`${D}/users/admin.test.ts`, uses('users', 'bookings')],
        ['apps/server/src/seed.ts', uses('users', 'bookings')],
        [`${D}/halls/list.ts`, "import type { users } from '../../db/schema/index.ts';"],
      ]),
    ).toEqual([]);
  });

  it('wants an owner for every table, and no owner for a table that is gone', () => {
    const breaches = tableBreaches(new Map(), ['users', 'bookings', 'rateLimits', 'halls'], {
      ...owners,
      jobs: { owner: 'jobs' },
    });
    expect(breaches).toEqual([
      'table halls has no owner in scripts/table-owners.mjs',
      'scripts/table-owners.mjs names jobs, which the schema does not declare',
    ]);
  });
});

describe('a service.ts only re-exports', () => {
  it('lets re-exports and comments through', () => {
    const text = [
      '/** The public face. */',
      "export { a, type B } from './a.ts';",
      "export type { C } from './c.ts';",
      '// the rest',
      "export * from './d.ts';",
      'export {',
      '  e,',
      '  f,',
      "} from './e.ts';",
    ].join('\n');
    expect(nonBarrelCode(text)).toBe('');
    expect(barrelBreaches(new Map([[`${D}/x/service.ts`, text]]))).toEqual([]);
  });

  it("refuses code in a domain's service.ts, and leaves a nested folder's service.ts alone", () => {
    const code = "import { x } from './x.ts';\nexport function f() {\n  return x;\n}";
    const breaches = barrelBreaches(
      new Map([
        [`${D}/x/service.ts`, code],
        [`${D}/x/payments/service.ts`, code],
        [`${D}/x/other.ts`, code],
      ]),
    );
    expect(breaches).toEqual([
      expect.stringMatching(/^apps\/server\/src\/domains\/x\/service\.ts: .*import \{ x \}/),
    ]);
  });
});

describe('domains are acyclic', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'domain-cycles-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const domains = path.join(root, 'domains');
  function write(file, text) {
    mkdirSync(path.dirname(path.join(domains, file)), { recursive: true });
    writeFileSync(path.join(domains, file), text);
  }
  const cyclesIn = () => cyclesOf(domainGraph(importGraph([domains]), domains).graph);

  it('passes a one-way dependency, and a test that reaches back', () => {
    write('halls/service.ts', "export { listHalls } from './list.ts';");
    write('halls/list.ts', 'export const listHalls = () => [];');
    write('bookings/create.ts', "import { listHalls } from '../halls/service.ts';");
    write('halls/list.test.ts', "import { create } from '../bookings/create.ts';");
    expect(cyclesIn()).toEqual([]);
  });

  it('finds two domains that import each other, through any file and type-only imports too', () => {
    write('halls/availability.ts', "import type { Booking } from '../bookings/service.ts';");
    write('bookings/service.ts', "export { create } from './create.ts';");
    expect(cyclesIn()).toEqual([['bookings', 'halls']]);
  });

  it('finds a cycle through three domains, and names the import of each step', () => {
    rmSync(path.join(domains, 'halls/availability.ts'));
    write('users/admin-routes.ts', "import { adminCtxOf } from '../admin/service.ts';");
    write('admin/service.ts', "export { pushToTopic } from '../push/service.ts';");
    write('push/service.ts', "import { deviceTokenOf } from '../users/repository.ts';");
    write('users/repository.ts', 'export const deviceTokenOf = () => null;');
    const { graph, why } = domainGraph(importGraph([domains]), domains);
    expect(cyclesOf(graph)).toEqual([['admin', 'push', 'users']]);
    expect(why.get('push→users')).toBe(
      `${path.join(domains, 'push/service.ts')} → ${path.join(domains, 'users/repository.ts')}`,
    );
  });
});

describe('code cites the repository', () => {
  it('refuses a citation of the tracker in code, in any case and form, and names the line', () => {
    // Written in pieces, so that this file does not cite the tracker itself.
    const cite = (word, n) => [word, n].join(' ');
    const breaches = citationBreaches(
      new Map([
        ['apps/web/src/a.tsx', `const a = 1;\n// The filters (${cite('issue', 32)} item 5): a panel.`],
        ['apps/server/src/b.ts', `/** Conversations (${cite('ISSUE', 33)}). */`],
        ['scripts/c.mjs', `// see ${cite('Task', '#7')} for why`],
      ]),
    );
    expect(breaches).toEqual([
      expect.stringContaining(`apps/web/src/a.tsx:2: cites "${cite('issue', 32)}"`),
      expect.stringContaining(`apps/server/src/b.ts:1: cites "${cite('ISSUE', 33)}"`),
      expect.stringContaining(`scripts/c.mjs:1: cites "${cite('Task', '#7')}"`),
    ]);
  });

  it('lets citations of the repository through, and leaves prose and data files alone', () => {
    const ok = citationBreaches(
      new Map([
        ['apps/web/src/a.tsx', '// The filters (decision 063; docs/api.md "What families read").'],
        ['apps/server/src/b.ts', '// An issue with the gateway: 3 retries, then the tissue 4 of it.'],
        ['docs/decisions/063-x.md', `Asked by ${['issue', '32'].join(' ')}.`],
        ['apps/web/src/locales/en/x.json', `{"a": "${['issue', '2'].join(' ')}"}`],
      ]),
    );
    expect(ok).toEqual([]);
  });
});
