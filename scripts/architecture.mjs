// What docs/architecture.md claims about the server's domains, checked (the domains' acyclicity is
// scripts/import-cycles.mjs):
// - table ownership: a file that imports a table of db/schema (a value import: `import type` neither
//   reads nor writes) is a repository file of the table's owner, or a reader scripts/table-owners.mjs
//   names, which only reads it; every table has an owner;
// - a domain's service.ts only re-exports: it is the domain's public face, its code lives in the files
//   it names;
// - code cites what is in the repository (docs/api.md, a decision, a file), never an issue or a task of
//   the tracker, which a reader of the repository cannot open (every tracked source file, tests too).
// Tests, the seed and the factories are left out (they make whatever rows they need).
// Usage: node scripts/architecture.mjs   (exits 1 on any breach, each printed with its file)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMAINS_DIR, domainOf, sourceFiles } from './import-cycles.mjs';
import { ROW_MAKERS, TABLE_OWNERS } from './table-owners.mjs';

const SERVER_SRC = 'apps/server/src';
const SCHEMA_DIR = `${SERVER_SRC}/db/schema`;

/** The tables a schema file declares: `export const name = pgTable(`. */
export function tablesDeclared(text) {
  return [...text.matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1]);
}

/**
 * The names a file imports as values from db/schema, and whether it imports the whole schema
 * (`import * as schema`). Type-only imports (`import type {…}`, `{ type x }`) are left out.
 */
export function schemaImports(text) {
  const names = [];
  let namespace = false;
  const IMPORT =
    /import\s+(type\s+)?([^'";]*?)\s+from\s+['"]([^'"]*\/db\/schema(?:\/[\w.-]*)?|\.\.?\/schema(?:\/[\w.-]*)?)['"]/g;
  for (const [, typeOnly, clause] of text.matchAll(IMPORT)) {
    if (typeOnly) continue;
    if (/^\*\s+as\s+\w+$/.test(clause.trim())) namespace = true;
    const braces = clause.match(/\{([^}]*)\}/);
    if (!braces) continue;
    for (const part of braces[1].split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0].trim());
    }
  }
  return { names, namespace };
}

/** A repository file: `repository.ts`, or any file of a `repository/` folder. */
const isRepositoryFile = (file) => /(^|\/)repository(\.ts|\/)/.test(file);

/** Whether `file` may import `table` as its owner (see table-owners.mjs for the forms of `owner`). */
export function ownsTable(file, owner, domainsDir = DOMAINS_DIR) {
  if (owner.includes('/')) return file === owner;
  return domainOf(file, domainsDir) === owner && isRepositoryFile(file);
}

/** `.insert(t)`, `.update(t)`, `.delete(t)` in `text`: a write of table `t`. */
export function writesTable(text, table) {
  return new RegExp(`\\.(insert|update|delete)\\(\\s*${table}\\s*\\)`).test(text);
}

/**
 * Every breach of the owner map by `files` (path → text), given the tables the schema declares.
 * Paths are relative to the repository, with forward slashes.
 */
export function tableBreaches(files, tables, owners = TABLE_OWNERS, options = {}) {
  const { domainsDir = DOMAINS_DIR, exempt = ROW_MAKERS, schemaDir = SCHEMA_DIR } = options;
  const breaches = [];
  for (const table of tables)
    if (!owners[table]) breaches.push(`table ${table} has no owner in scripts/table-owners.mjs`);
  for (const table of Object.keys(owners)) {
    if (!tables.includes(table))
      breaches.push(`scripts/table-owners.mjs names ${table}, which the schema does not declare`);
  }
  for (const [file, text] of files) {
    if (exempt.includes(file) || file.startsWith(`${schemaDir}/`) || isTestFile(file)) continue;
    const { names, namespace } = schemaImports(text);
    if (namespace && !file.startsWith(path.posix.dirname(schemaDir) + '/')) {
      breaches.push(`${file}: imports the whole schema; import the tables it owns by name`);
    }
    for (const name of names) {
      const entry = owners[name];
      if (!entry) continue; // not a table (a column helper, an enum), or reported above
      if (ownsTable(file, entry.owner, domainsDir)) continue;
      if (entry.readers?.includes(file)) {
        if (writesTable(text, name))
          breaches.push(`${file}: writes ${name}, which only ${entry.owner} writes`);
        continue;
      }
      breaches.push(
        `${file}: uses ${name}, owned by ${entry.owner}: go through ${entry.owner}'s service, or name the file as a reader in scripts/table-owners.mjs (a join, with why)`,
      );
    }
  }
  return breaches;
}

export const isTestFile = (file) => /\.(test|pg-test|hard-test)\.tsx?$/.test(file);

/** What is left of a service.ts once its re-exports, comments and blank space are taken out. */
export function nonBarrelCode(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/export\s+(type\s+)?(\*(\s+as\s+\w+)?|\{[^}]*\})\s+from\s+['"][^'"]+['"]\s*;?/g, '')
    .trim();
}

/** Every service.ts among `files` (path → text) that holds more than re-exports. */
export function barrelBreaches(files, domainsDir = DOMAINS_DIR) {
  const breaches = [];
  for (const [file, text] of files) {
    // The domain's own service.ts (`domains/<d>/service.ts`), not a nested folder's.
    if (
      path.posix.relative(domainsDir, file).split('/').join(' ') !==
      `${domainOf(file, domainsDir)} service.ts`
    )
      continue;
    const rest = nonBarrelCode(text);
    if (rest) {
      const first = rest.split('\n')[0];
      breaches.push(
        `${file}: a service.ts only re-exports (its code goes in a file it names), found: ${first}`,
      );
    }
  }
  return breaches;
}

/** The tracked files whose text is code (comments included): what citationBreaches reads. */
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs|css|html|sh)$/;

/** The word issue or task followed by a number: a citation of the tracker. */
const TRACKER_CITATION = /\b(issue|task)s?\s+#?\d+/i;

/** Every line of `files` (path → text) that cites the tracker instead of the repository. */
export function citationBreaches(files) {
  const breaches = [];
  for (const [file, text] of files) {
    if (!CODE_FILE.test(file)) continue;
    text.split('\n').forEach((line, i) => {
      const found = line.match(TRACKER_CITATION);
      if (found) {
        breaches.push(
          `${file}:${i + 1}: cites "${found[0]}", which the repository does not hold: cite docs/api.md, a decision or a file`,
        );
      }
    });
  }
  return breaches;
}

/** The tracked code files of the repository, outside vendored and generated folders. */
function trackedCodeFiles() {
  return execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((f) => CODE_FILE.test(f) && !/(^|\/)(node_modules|dist|android|ios)\//.test(f));
}

function main() {
  const rel = (file) => file.split(path.sep).join('/');
  const files = new Map(sourceFiles(SERVER_SRC).map((f) => [rel(f), readFileSync(f, 'utf8')]));
  const tables = [...files]
    .filter(([file]) => file.startsWith(`${SCHEMA_DIR}/`))
    .flatMap(([, text]) => tablesDeclared(text));
  const code = new Map(trackedCodeFiles().map((f) => [f, readFileSync(f, 'utf8')]));
  const breaches = [...tableBreaches(files, tables), ...barrelBreaches(files), ...citationBreaches(code)];
  for (const breach of breaches) console.log(breach);
  console.log(
    `${tables.length} tables, each read and written by its owner's repository; ` +
      `service.ts only re-exports; code cites the repository: ${breaches.length} breach${breaches.length === 1 ? '' : 'es'}`,
  );
  return breaches.length > 0 ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(main());
