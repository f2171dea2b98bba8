#!/usr/bin/env node
// `minio server DIR`: s3rver on :9000 keeping its objects in DIR, with MINIO_ROOT_USER's key known to
// it (s3rver checks that the key exists, not the signature: --allow-mismatched-signatures).
import fs from 'node:fs';
// s3rver's CommonJS modules, where the stand-in image installs them.
import S3rver from '/opt/s3rver/node_modules/s3rver/lib/s3rver.js';
import AWSAccount from '/opt/s3rver/node_modules/s3rver/lib/models/account.js';

const [command, directory] = process.argv.slice(2);
if (command !== 'server' || !directory) {
  console.error("stand-in minio: only 'minio server DIR'");
  process.exit(2);
}
const user = process.env.MINIO_ROOT_USER || 'minioadmin';
const password = process.env.MINIO_ROOT_PASSWORD_FILE
  ? fs.readFileSync(process.env.MINIO_ROOT_PASSWORD_FILE, 'utf8').trim()
  : process.env.MINIO_ROOT_PASSWORD || 'minioadmin';
AWSAccount.DUMMY_ACCOUNT.createKeyPair(user, password);
fs.mkdirSync(directory, { recursive: true });
const server = new S3rver({
  directory,
  address: '0.0.0.0',
  port: 9000,
  silent: true,
  allowMismatchedSignatures: true,
  vhostBuckets: false,
});
server.run((err, { address, port } = {}) => {
  if (err) throw err;
  console.log(JSON.stringify({ msg: 'stand-in minio (s3rver) listening', address, port, directory }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
