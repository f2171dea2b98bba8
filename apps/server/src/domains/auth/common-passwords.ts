import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../../lib/server-root.ts';

const listFile = path.join(serverRoot, 'src/domains/auth/common-passwords.txt');

let list: Set<string> | undefined;

function load(): Set<string> {
  const lines = readFileSync(listFile, 'utf8').split('\n');
  return new Set(lines.map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#')));
}

/** True for a password among the most common ones (compared without case); the list ships in a file. */
export function isCommonPassword(password: string): boolean {
  list ??= load();
  return list.has(password.toLowerCase());
}
