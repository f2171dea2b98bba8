import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/support/app.ts';
import { buildMatrimonialTestApp, local, member } from '../../../../test/support/matrimonial.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildMatrimonialTestApp();
});
afterAll(() => t.close());

const M = '/api/matrimonial';
type Member = Awaited<ReturnType<typeof member>>;
type Item = { profile: { id: string; first_name: string; age: number; city: string }; blocked_at: string };

async function block(by: Member, target: Member, method: 'POST' | 'DELETE' = 'POST') {
  const res = await t.app.inject({
    method,
    url: `${M}/block/${target.profile.id}`,
    headers: by.user.headers,
  });
  expect(res.statusCode, res.body).toBe(204);
}

async function blocked(by: Member, url = `${M}/blocked`) {
  const res = await t.app.inject({ method: 'GET', url, headers: by.user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Item[]; next_page_url: string | null };
}

describe('GET /api/matrimonial/blocked', () => {
  it('lists only my blocks, newest first, as cards with the time of the block', async () => {
    const me = await member(t);
    const first = await member(t, { gender: 'male', first_name: 'First', city: 'Pune' });
    const second = await member(t, { gender: 'male', first_name: 'Second' });
    const notBlocked = await member(t, { gender: 'male', first_name: 'NotBlocked' });
    expect(notBlocked.profile.id).toBeDefined();

    expect((await blocked(me)).data).toEqual([]);
    await block(me, first);
    t.clock.advance(60_000);
    await block(me, second);

    const page = await blocked(me);
    expect(page.data.map((i) => i.profile.id)).toEqual([second.profile.id, first.profile.id]);
    const item = page.data[1]!;
    expect(item.profile).toMatchObject({ first_name: 'First', city: 'Pune', age: 25, contact: null });
    expect(item.profile).not.toHaveProperty('date_of_birth');
    expect(new Date(page.data[0]!.blocked_at).getTime() - new Date(item.blocked_at).getTime()).toBe(60_000);
  });

  it('pages with cursors', async () => {
    const me = await member(t);
    const targets: Member[] = [];
    for (let i = 0; i < 3; i += 1) {
      const target = await member(t, { gender: 'male', first_name: `Paged${i}` });
      targets.push(target);
      await block(me, target);
      t.clock.advance(1000);
    }
    const firstPage = await blocked(me, `${M}/blocked?per_page=2`);
    expect(firstPage.data).toHaveLength(2);
    expect(firstPage.next_page_url).not.toBeNull();
    const secondPage = await blocked(me, local(firstPage.next_page_url!));
    expect(secondPage.next_page_url).toBeNull();
    expect([...firstPage.data, ...secondPage.data].map((i) => i.profile.id)).toEqual(
      targets.map((x) => x.profile.id).reverse(),
    );
  });

  it('drops a profile after unblocking it', async () => {
    const me = await member(t);
    const target = await member(t, { gender: 'male' });
    await block(me, target);
    expect((await blocked(me)).data).toHaveLength(1);
    await block(me, target, 'DELETE');
    expect((await blocked(me)).data).toEqual([]);
  });

  it("does not show another user's blocks, nor blocks of me", async () => {
    const me = await member(t);
    const other = await member(t);
    const target = await member(t, { gender: 'male' });
    await block(other, target);
    await block(target, me);
    expect((await blocked(me)).data).toEqual([]);
    expect((await blocked(other)).data.map((i) => i.profile.id)).toEqual([target.profile.id]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${M}/blocked` });
    expect(res.statusCode).toBe(401);
  });
});
