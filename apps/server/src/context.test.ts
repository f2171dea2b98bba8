import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, createUser, type TestApp } from '../test/support/app.ts';
import { appSecrets, profiles, users } from './db/schema/index.ts';
import { approveProfile } from './domains/matrimonial/service.ts';
import { afterCommit, contextOf, record, withTx } from './context.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const count = async () =>
  Number(
    (
      (await t.database.db.execute(
        sql`select count(*)::int as n from app_secrets where name like 'ctx-probe-%'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

describe('withTx', () => {
  it('reuses the open transaction, so an inner change rolls back with the outer one', async () => {
    const ran: string[] = [];
    const before = await count();
    await expect(
      withTx(contextOf(t.app.deps, 'actor-1'), async (outer) => {
        expect(outer.actor).toBe('actor-1');
        await withTx(outer, async (inner) => {
          expect(inner.db).toBe(outer.db);
          await inner.db.execute(sql`insert into app_secrets (name, value) values ('ctx-probe-1', 'x')`);
          await afterCommit(inner, async () => void ran.push('push'));
        });
        throw new Error('the audit record failed');
      }),
    ).rejects.toThrow('the audit record failed');
    expect(await count()).toBe(before);
    expect(ran).toEqual([]);
  });

  it('runs after-commit jobs once the outermost transaction commits, and outside one at once', async () => {
    const ran: string[] = [];
    await withTx(contextOf(t.app.deps), async (ctx) => {
      await ctx.db.execute(sql`insert into app_secrets (name, value) values ('ctx-probe-2', 'x')`);
      await afterCommit(ctx, async () => void ran.push(`after ${await count()}`));
      expect(ran).toEqual([]);
    });
    expect(ran).toHaveLength(1);
    await afterCommit(contextOf(t.app.deps), async () => void ran.push('now'));
    expect(ran.at(-1)).toBe('now');
  });

  it('runs a transaction that lost to a deadlock again, and only the attempt that commits runs its after-commit jobs', async () => {
    const ran: string[] = [];
    let attempts = 0;
    const before = await count();
    const answer = await withTx(contextOf(t.app.deps), async (ctx) => {
      attempts += 1;
      await ctx.db.execute(
        sql`insert into app_secrets (name, value) values (${`ctx-probe-retry-${attempts}`}, 'x')`,
      );
      await afterCommit(ctx, async () => void ran.push(`attempt ${attempts}`));
      // As drizzle hands on PostgreSQL's error: the code on the error's cause.
      if (attempts === 1)
        throw new Error('Failed query', {
          cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
        });
      return 'done';
    });
    expect(answer).toBe('done');
    expect(attempts).toBe(2);
    expect(ran).toEqual(['attempt 2']);
    expect(await count()).toBe(before + 1);
  });

  it('gives up after three attempts, and other errors are not run again', async () => {
    let attempts = 0;
    await expect(
      withTx(contextOf(t.app.deps), async () => {
        attempts += 1;
        throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      }),
    ).rejects.toThrow('could not serialize access');
    expect(attempts).toBe(3);
    attempts = 0;
    await expect(
      withTx(contextOf(t.app.deps), async () => {
        attempts += 1;
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      }),
    ).rejects.toThrow('duplicate key');
    expect(attempts).toBe(1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'two transactions taking two rows in opposite orders both commit on PostgreSQL (the loser runs again)',
    async () => {
      await t.database.db.execute(
        sql`insert into app_secrets (name, value) values ('ctx-probe-dl-a', '0'), ('ctx-probe-dl-b', '0')`,
      );
      let arrived = 0;
      let release!: () => void;
      const bothHoldOne = new Promise<void>((resolve) => (release = resolve));
      const take = (first: string, second: string) =>
        withTx(contextOf(t.app.deps), async (ctx) => {
          await ctx.db.execute(sql`update app_secrets set value = value || '+' where name = ${first}`);
          arrived += 1;
          if (arrived === 2) release();
          await bothHoldOne;
          await ctx.db.execute(sql`update app_secrets set value = value || '+' where name = ${second}`);
        });
      await Promise.all([take('ctx-probe-dl-a', 'ctx-probe-dl-b'), take('ctx-probe-dl-b', 'ctx-probe-dl-a')]);
      expect(arrived).toBe(3);
      const rows = (await t.database.db.execute(
        sql`select name, value from app_secrets where name like 'ctx-probe-dl-%' order by name`,
      )) as unknown as { rows: { name: string; value: string }[] };
      expect(rows.rows.map((r) => r.value)).toEqual(['0++', '0++']);
    },
  );

  it('an approval whose audit record cannot be written does not happen (and pushes nothing)', async () => {
    const owner = await createUser(t);
    await t.database.db.update(users).set({ fcmToken: 'device-audit' }).where(eq(users.id, owner.id));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/matrimonial/create-profile',
      headers: owner.headers,
      payload: {
        first_name: 'Audit',
        last_name: 'Check',
        gender: 'female',
        date_of_birth: '2000-01-01',
        marital_status: 'never_married',
        relation: 'self',
        no_picture: true,
      },
    });
    const id = (created.json() as { id: string }).id;
    const pushes = t.push.sent.length;
    const failing = contextOf(t.app.deps, null, async () => {
      throw new Error('the audit log is unreachable');
    });
    await expect(approveProfile(failing, { id })).rejects.toThrow('the audit log is unreachable');
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
    expect(row!.approvedOn).toBeNull();
    expect(t.push.sent.length).toBe(pushes);

    const recorded: string[] = [];
    const approved = await approveProfile(
      contextOf(t.app.deps, null, async (_db, entry) => void recorded.push(entry.action)),
      { id },
    );
    expect(approved.approved_on).not.toBeNull();
    expect(recorded).toEqual(['profile.approve']);
    expect(t.push.sent.length).toBe(pushes + 1);
  });
});

describe('the audit fails closed (decision 048)', () => {
  const audited = (kept: string[] = []) =>
    contextOf(t.app.deps, 'office-1', async (_db, entry) => void kept.push(entry.action));
  const probe = (name: string) => ({ name: `ctx-probe-${name}`, value: 'x' });

  it('an audited transaction that writes without a record rolls back', async () => {
    const before = await count();
    await expect(
      withTx(audited(), async (tx) => {
        await tx.db.insert(appSecrets).values(probe('unrecorded'));
      }),
    ).rejects.toThrow('wrote without an audit record');
    expect(await count()).toBe(before);
  });

  it('commits with its record; reads alone need none', async () => {
    const kept: string[] = [];
    const before = await count();
    await withTx(audited(kept), async (tx) => {
      await tx.db.insert(appSecrets).values(probe('recorded'));
      await record(tx, { action: 'probe.create', entity: { type: 'probe', id: null } });
    });
    expect(await count()).toBe(before + 1);
    expect(kept).toEqual(['probe.create']);
    // A transaction that only reads records nothing and commits.
    await expect(withTx(audited(), (tx) => tx.db.select().from(appSecrets))).resolves.toBeInstanceOf(Array);
  });

  it('a write that changes no row needs no record; outside a transaction an audited context cannot write', async () => {
    await withTx(audited(), async (tx) => {
      await tx.db.delete(appSecrets).where(eq(appSecrets.name, 'ctx-probe-none'));
    });
    expect(() => audited().db.insert(appSecrets)).toThrow('must be made in withTx');
    // A member's or the system's context keeps no audit log: record() writes nothing there.
    const kept: string[] = [];
    await withTx(contextOf(t.app.deps), (tx) =>
      record(tx, { action: 'probe.x', entity: { type: 'probe', id: null } }),
    );
    expect(kept).toEqual([]);
  });
});
