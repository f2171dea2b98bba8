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
