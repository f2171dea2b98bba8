#!/usr/bin/env node
// The `mc` commands compose.yaml uses, against the stand-in's S3 API: `mc ready ALIAS`,
// `mc alias set ALIAS URL USER PASSWORD`, `mc mb [--ignore-existing] ALIAS/BUCKET`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const file = '/tmp/.mc-aliases.json';
const aliases = existsSync(file)
  ? JSON.parse(readFileSync(file, 'utf8'))
  : { local: 'http://127.0.0.1:9000' };
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const [command, ...rest] = args;
if (command === 'ready') {
  const res = await fetch(`${aliases[rest[0]]}/`).catch(() => null);
  process.exit(res && res.status < 500 ? 0 : 1);
} else if (command === 'alias' && rest[0] === 'set') {
  aliases[rest[1]] = rest[2];
  writeFileSync(file, JSON.stringify(aliases));
} else if (command === 'mb') {
  const [alias, bucket] = rest[0].split('/');
  const url = `${aliases[alias]}/${bucket}`;
  if ((await fetch(url, { method: 'HEAD' })).status === 200) process.exit(0);
  const res = await fetch(url, { method: 'PUT' });
  if (!res.ok) throw new Error(`mb ${bucket}: ${res.status} ${await res.text()}`);
  console.log(`Bucket created successfully \`${rest[0]}\`.`);
} else {
  console.error(`stand-in mc: ${command} is not implemented`);
  process.exit(2);
}
