import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');

/**
 * Creating a PGlite cluster (initdb in WebAssembly) costs seconds; loading a dump of one costs a
 * fraction of that. The suite migrates one in-memory database, dumps it once (keyed by the
 * migrations, so a new migration makes a new dump) and every test file starts from a copy.
 */
export default async function setup(project: TestProject) {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrations).sort()) {
    if (file.endsWith('.sql')) hash.update(file).update(readFileSync(path.join(migrations, file)));
  }
  const file = path.join(os.tmpdir(), `samaj-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const database = await openDatabase({ dataDir: 'memory://' });
    const dump = await database.pglite!.dumpDataDir('none');
    await database.close();
    const tmp = `${file}.${process.pid}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  }
  project.provide('pgliteTemplate', file);
}
