// The picture store's objects to and from a folder, for scripts/backup.sh and scripts/restore.sh:
//   node apps/server/scripts/pictures-store.mjs download <folder>   (every object of S3_BUCKET)
//   node apps/server/scripts/pictures-store.mjs upload <folder>     (every file, at its relative key)
// Reads S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID and
// S3_SECRET_ACCESS_KEY (or S3_SECRET_ACCESS_KEY_FILE) as the server does. Plain JavaScript with the
// server's own S3 client (a production dependency), so it runs where the server runs.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

const [command, folder] = process.argv.slice(2);
if (!['download', 'upload'].includes(command) || !folder) {
  console.error('usage: pictures-store.mjs download|upload <folder>');
  process.exit(2);
}
const env = process.env;
const secret = env.S3_SECRET_ACCESS_KEY_FILE
  ? readFileSync(env.S3_SECRET_ACCESS_KEY_FILE, 'utf8').replace(/\r?\n$/, '')
  : env.S3_SECRET_ACCESS_KEY;
for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID']) {
  if (!env[name]) throw new Error(`${name} is not set`);
}
if (!secret) throw new Error('S3_SECRET_ACCESS_KEY (or S3_SECRET_ACCESS_KEY_FILE) is not set');
const Bucket = env.S3_BUCKET;
const s3 = new S3Client({
  region: env.S3_REGION,
  endpoint: env.S3_ENDPOINT || undefined,
  forcePathStyle: ['true', '1', 'yes'].includes(env.S3_FORCE_PATH_STYLE ?? ''),
  credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: secret },
});
/** Keys are the app's own (`pictures/<id>/<file>`): refuse anything that could leave the folder. */
const safe = (key) => /^[A-Za-z0-9._\-/]+$/.test(key) && !key.split('/').includes('..');

let count = 0;
if (command === 'download') {
  let ContinuationToken;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
    for (const { Key } of page.Contents ?? []) {
      if (!Key || Key.endsWith('/')) continue;
      if (!safe(Key)) throw new Error(`unexpected key in the bucket: ${Key}`);
      const object = await s3.send(new GetObjectCommand({ Bucket, Key }));
      const file = path.join(folder, Key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, Buffer.from(await object.Body.transformToByteArray()));
      count += 1;
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
} else {
  const walk = async (dir) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      else {
        const Key = path.relative(folder, file).split(path.sep).join('/');
        const type = Key.endsWith('.webp') ? 'image/webp' : Key.endsWith('.png') ? 'image/png' : 'image/jpeg';
        await s3.send(new PutObjectCommand({ Bucket, Key, Body: await readFile(file), ContentType: type }));
        count += 1;
      }
    }
  };
  await walk(folder);
}
console.log(`pictures: ${command === 'download' ? 'downloaded' : 'uploaded'} ${count} objects`);
