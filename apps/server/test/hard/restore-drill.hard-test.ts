// The restore drill (docs/deploy.md, Backups): a server on PostgreSQL with disk pictures gets a
// booking, a profile and a picture over HTTP; scripts/backup.sh saves the database and the pictures;
// scripts/restore.sh puts them into a fresh cluster and a fresh picture folder; a server started
// there finds the same booking, profile and picture (the same bytes) through the API.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, ADMIN, bookAndPay, createHall, login } from './support/booking-checks.ts';
import {
  call,
  createDatabase,
  killAllServers,
  registerUser,
  removeDir,
  startCluster,
  startServer,
  stopCluster,
  tempDir,
} from './support/processes.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const OLD_PG = 54341;
const NEW_PG = 54342;
const dirs: string[] = [];

function script(name: string, args: string[], env: Record<string, string>): string {
  const r = spawnSync('bash', [`scripts/${name}`, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  });
  if (r.status !== 0) throw new Error(`${name} failed (${r.status}): ${r.stderr}`);
  return r.stdout.trim();
}

/** The bytes of a profile's first picture, through the signed URL the API answers. */
async function firstPicture(base: string, token: string, profileId: string): Promise<Buffer> {
  const list = await call(base, 'GET', `/api/matrimonial/${profileId}/pictures`, { token });
  expect(list.status, list.text).toBe(200);
  const [picture] = list.body as Record<string, unknown>[];
  const url = Object.values(picture ?? {}).find(
    (v): v is string => typeof v === 'string' && v.includes('/picture-files/'),
  );
  if (!url) throw new Error(`no picture URL in ${list.text}`);
  const res = await fetch(new URL(url, base), { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

beforeAll(() => {
  dirs.push(tempDir('drill-old'), tempDir('drill-new'), tempDir('drill-backups'));
});
afterAll(async () => {
  await killAllServers();
  for (const port of [OLD_PG, NEW_PG]) stopCluster(port);
  dirs.forEach(removeDir);
});

describe('restore drill', () => {
  it('backs up, restores into a fresh cluster, and the app finds the same bookings, profiles and pictures', async () => {
    const [oldData, newData, backups] = dirs as [string, string, string];
    // 1. The old installation, with some data made through the API.
    const oldUrl = await createDatabase(startCluster(OLD_PG), 'samaj_drill');
    const old = await startServer({ DATABASE_URL: oldUrl, DATA_DIR: oldData, ...adminEnv });
    const admin = await login(old.url, ADMIN.mobile, ADMIN.password);
    const hall = await createHall(old.url, admin, 'Drill Hall');
    const user = await registerUser(old.url, 'drill');
    const booked = await bookAndPay(old.url, user.token, hall, 40);
    expect(booked.paid, JSON.stringify(booked)).toBe(true);
    const created = await call(old.url, 'POST', '/api/matrimonial/create-profile', {
      token: user.token,
      body: {
        first_name: 'Drill',
        last_name: 'Restore',
        gender: 'female',
        date_of_birth: '1998-04-01',
        marital_status: 'never_married',
        relation: 'self',
      },
    });
    expect(created.status, created.text).toBe(201);
    const profileId = (created.body as { id: string }).id;
    const jpeg = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 90, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('picture', new Blob([jpeg], { type: 'image/jpeg' }), 'drill.jpg');
    const upload = await fetch(`${old.url}/api/matrimonial/${profileId}/pictures`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const pictureBefore = await firstPicture(old.url, user.token, profileId);
    const bookingsBefore = await call(old.url, 'GET', '/api/booking/my-bookings', { token: user.token });
    const profileBefore = await call(old.url, 'GET', `/api/matrimonial/get-profile/${profileId}`, {
      token: user.token,
    });
    expect(profileBefore.status).toBe(200);

    // 2. The backup, taken while the server runs.
    const backup = script('backup.sh', [backups], { DATABASE_URL: oldUrl, DATA_DIR: oldData });
    await old.stop();
    stopCluster(OLD_PG);

    // 3. A fresh cluster and picture folder; the restore; a server on them.
    const newUrl = await createDatabase(startCluster(NEW_PG), 'samaj_restored');
    script('restore.sh', [backup], { DATABASE_URL: newUrl, DATA_DIR: newData });
    const restored = await startServer({ DATABASE_URL: newUrl, DATA_DIR: newData });

    // The same account logs in with its password; its bookings, profile and picture are there.
    const token = await login(restored.url, user.mobile, user.password);
    const bookingsAfter = await call(restored.url, 'GET', '/api/booking/my-bookings', { token });
    expect(bookingsAfter.status).toBe(200);
    expect(bookingsAfter.body).toEqual(bookingsBefore.body);
    expect((bookingsAfter.body as { id: string; status: string }[]).map((b) => [b.id, b.status])).toEqual([
      [booked.bookingId, 'confirmed'],
    ]);
    const profileAfter = await call(restored.url, 'GET', `/api/matrimonial/get-profile/${profileId}`, {
      token,
    });
    expect(profileAfter.status).toBe(200);
    expect(profileAfter.body).toEqual(profileBefore.body);
    const pictureAfter = await firstPicture(restored.url, token, profileId);
    expect(pictureAfter.length).toBeGreaterThan(0);
    expect(pictureAfter.equals(pictureBefore)).toBe(true);
    // The hall the admin made is listed by the public API too.
    const halls = await call(restored.url, 'GET', '/api/hall');
    expect(JSON.stringify(halls.body)).toContain('Drill Hall');
  });
});
