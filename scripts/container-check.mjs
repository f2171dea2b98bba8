// The HTTP side of scripts/container-check.sh, against the compose stack's proxy (plain Node 24, no
// dependencies, so it runs from a clean clone):
//   node scripts/container-check.mjs seed    <base> <state.json>   ready, request ids, logins, a picture
//   node scripts/container-check.mjs verify  <base> <state.json>   after the restore: the same data
//   node scripts/container-check.mjs traffic <base> <state.json> <stop file>
//        requests without pause from 4 clients until the stop file exists; prints the tally as JSON
//        and exits 1 if any request failed (a status other than the one expected, or no answer; a
//        request the proxy's reload left unread is sent again once, as browsers do, and counted).
import { createHash, randomInt } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { deflateSync, crc32 } from 'node:zlib';

const [command, base, stateFile, stopFile] = process.argv.slice(2);
const ADMIN = { mobile: process.env.CHECK_ADMIN_MOBILE, password: process.env.CHECK_ADMIN_PASSWORD };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function fail(message) {
  console.error(`container check FAILED: ${message}`);
  process.exit(1);
}
function expect(ok, message) {
  if (!ok) fail(message);
}

async function call(method, path, { token, body, headers = {} } = {}) {
  const init = { method, headers: { ...headers }, signal: AbortSignal.timeout(30_000) };
  if (token) init.headers.authorization = `Bearer ${token}`;
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await fetch(new URL(path, base), init);
  const bytes = Buffer.from(await res.arrayBuffer());
  let json;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    json = undefined;
  }
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    json,
    text: bytes.toString('utf8').slice(0, 400),
  };
}

/** A 320×240 PNG with a gradient, made here (the upload is decoded and re-encoded by the server). */
function png() {
  const width = 320;
  const height = 240;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set([x % 256, y % 256, 120], row + 1 + x * 3);
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function login(mobile, password) {
  const res = await call('POST', '/api/auth/login', { body: { mobile, password } });
  expect(res.status === 200, `login of ${mobile} answered ${res.status}: ${res.text}`);
  return res.json.token;
}

/** The picture's bytes through the URL the API gives (signed for this viewer), and their hash. */
async function pictureOf(token, profileId) {
  const list = await call('GET', `/api/matrimonial/${profileId}/pictures`, { token });
  expect(list.status === 200, `pictures answered ${list.status}: ${list.text}`);
  const url = Object.values(list.json[0] ?? {}).find(
    (v) => typeof v === 'string' && v.includes('/picture-files/'),
  );
  expect(url, `no picture URL in ${list.text}`);
  const file = await call('GET', url, { token });
  expect(file.status === 200 && file.bytes.length > 0, `the picture file answered ${file.status}`);
  return { url, sha256: createHash('sha256').update(file.bytes).digest('hex') };
}

async function seed() {
  const ready = await call('GET', '/readyz');
  expect(ready.status === 200, `/readyz through the proxy answered ${ready.status}`);
  const id = ready.headers.get('x-request-id') ?? '';
  expect(UUID.test(id), `X-Request-Id ${JSON.stringify(id)} is not the proxy's UUID`);
  const forged = await call('GET', '/readyz', { headers: { 'x-request-id': 'chosen-by-the-client' } });
  expect(
    UUID.test(forged.headers.get('x-request-id') ?? ''),
    'a client-chosen X-Request-Id reached the app: the proxy must replace it',
  );
  console.log(`  ready; X-Request-Id set by the proxy (${id})`);

  const admin = await login(ADMIN.mobile, ADMIN.password);
  const price = { amount: 20000, deposit: 5000 };
  const hall = await call('POST', '/api/admin/halls', {
    token: admin,
    body: {
      name: 'Container Check Hall',
      short_name: 'CCHall',
      booking_amount: 5000,
      payment_amount: { CM: price, M: price, NCM: price },
    },
  });
  expect(hall.status === 201, `create hall answered ${hall.status}: ${hall.text}`);
  console.log('  the admin of ADMIN_MOBILE logs in and adds a hall');

  const mobile = `+917${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const password = 'a-long-unusual-Pass-42';
  const registered = await call('POST', '/api/auth/register', {
    body: {
      name: 'Container Check',
      mobile,
      email: `check-${mobile.slice(3)}@check.example`,
      password,
      password_confirmation: password,
    },
  });
  expect(registered.status === 201, `register answered ${registered.status}: ${registered.text}`);
  const token = await login(mobile, password);
  const created = await call('POST', '/api/matrimonial/create-profile', {
    token,
    body: {
      first_name: 'Container',
      last_name: 'Check',
      gender: 'female',
      date_of_birth: '1998-04-01',
      marital_status: 'never_married',
      relation: 'self',
    },
  });
  expect(created.status === 201, `create-profile answered ${created.status}: ${created.text}`);
  const profileId = created.json.id;
  const form = new FormData();
  form.append('picture', new Blob([png()], { type: 'image/png' }), 'check.png');
  const upload = await call('POST', `/api/matrimonial/${profileId}/pictures`, { token, body: form });
  expect(upload.status === 201, `picture upload answered ${upload.status}: ${upload.text}`);
  // Twice: round robin sends the two reads to the two servers, both reading the bucket.
  const first = await pictureOf(token, profileId);
  const second = await pictureOf(token, profileId);
  expect(first.sha256 === second.sha256, 'the two servers answered different picture bytes');
  const profile = await call('GET', `/api/matrimonial/get-profile/${profileId}`, { token });
  expect(profile.status === 200, `get-profile answered ${profile.status}`);
  writeFileSync(
    stateFile,
    JSON.stringify({
      hallId: hall.json.id,
      mobile,
      password,
      profileId,
      picture: first,
      profile: profile.json,
    }),
  );
  console.log(
    `  a member registers, logs in, uploads a picture and reads it back (sha256 ${first.sha256.slice(0, 12)}…)`,
  );
}

async function verify() {
  const state = JSON.parse(readFileSync(stateFile, 'utf8'));
  const token = await login(state.mobile, state.password);
  const profile = await call('GET', `/api/matrimonial/get-profile/${state.profileId}`, { token });
  expect(profile.status === 200, `get-profile after the restore answered ${profile.status}`);
  // Picture links are signed for a time window: compare them without their signature.
  const unsigned = (body) =>
    JSON.stringify(body, (_key, value) =>
      typeof value === 'string' && value.includes('/picture-files/') ? value.split('?')[0] : value,
    );
  expect(
    unsigned(profile.json) === unsigned(state.profile),
    `the restored profile differs:\n${unsigned(profile.json)}\n${unsigned(state.profile)}`,
  );
  const picture = await pictureOf(token, state.profileId);
  expect(picture.sha256 === state.picture.sha256, 'the restored picture differs from the one uploaded');
  const halls = await call('GET', '/api/hall');
  expect(
    halls.text.includes('Container Check Hall') ||
      JSON.stringify(halls.json).includes('Container Check Hall'),
    'the hall is gone',
  );
  console.log('  after the restore: the member logs in; the same profile, hall and picture bytes');
}

async function traffic() {
  const state = JSON.parse(readFileSync(stateFile, 'utf8'));
  const token = await login(state.mobile, state.password);
  const next = new Date(Date.now() + 40 * 86_400_000);
  const requests = [
    ['GET', '/api/hall', {}],
    ['GET', '/readyz', {}],
    [
      'POST',
      '/api/hall/check-availablility-month',
      {
        body: {
          hall_id: state.hallId,
          slot: 'B',
          year: next.getUTCFullYear(),
          month: next.getUTCMonth() + 1,
        },
      },
    ],
    ['GET', `/api/matrimonial/${state.profileId}/pictures`, { token }],
    ['GET', state.picture.url, { token }],
    ['GET', '/', {}],
    ['GET', `/api/matrimonial/get-profile/${state.profileId}`, { token }],
  ];
  const tally = { requests: 0, failed: 0, resent: 0, byStatus: {}, failures: [], seconds: 0 };
  const started = Date.now();
  const client = async (offset) => {
    for (let i = offset; !existsSync(stopFile); i++) {
      const [method, path, options] = requests[i % requests.length];
      let status;
      try {
        status = (await call(method, path, options)).status;
      } catch (err) {
        status = `error ${err.cause?.code ?? err.name}`;
        // The proxy's reload (rolling-upgrade.sh) closes its idle kept-alive HTTP/1.1 connections; a
        // request written onto one just then gets no answer at all (the server never read it). Browsers
        // send such a request again on a new connection, and so does this client; each resend is counted.
        // Its other kept-alive connections close in the same instant: the resend waits 100 ms, and a
        // second one is allowed.
        for (let tries = 0; tries < 2 && status === 'error UND_ERR_SOCKET'; tries++) {
          tally.resent += 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
          try {
            status = (await call(method, path, options)).status;
          } catch (again) {
            status = `error ${again.cause?.code ?? again.name}`;
          }
        }
      }
      tally.requests += 1;
      tally.byStatus[status] = (tally.byStatus[status] ?? 0) + 1;
      if (status !== 200) {
        tally.failed += 1;
        if (tally.failures.length < 20) {
          tally.failures.push({
            at: ((Date.now() - started) / 1000).toFixed(1),
            method,
            path: path.slice(0, 60),
            status,
          });
        }
      }
    }
  };
  await Promise.all([0, 1, 2, 3].map(client));
  tally.seconds = Math.round((Date.now() - started) / 1000);
  console.log(JSON.stringify(tally));
  process.exit(tally.failed === 0 ? 0 : 1);
}

const commands = { seed, verify, traffic };
if (!commands[command] || !base || !stateFile)
  fail('usage: container-check.mjs seed|verify|traffic <base> <state.json> [stop file]');
await commands[command]();
