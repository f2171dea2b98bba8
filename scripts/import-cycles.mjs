// Import cycles, type-only imports included (eslint's import-x/no-cycle skips `import type`, and a
// type cycle still ties two modules together). Prints each cycle; exits 1 when there is any.
// Two levels: files (no file reaches itself), and the server's domains (no domain reaches itself through
// the others: docs/architecture.md, "domains are acyclic"; a domain's tests are left out, they may set up
// another domain's rows through its service).
// Usage: node scripts/import-cycles.mjs [dir ...]   (default: every workspace's src)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DOMAINS_DIR = 'apps/server/src/domains';

export function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;
/** The files `file` imports by a relative path (type-only imports and re-exports included). */
export function importsOf(file, text = readFileSync(file, 'utf8')) {
  const found = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const target = path.normalize(path.join(path.dirname(file), match[1]));
    const candidates = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')];
    const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile());
    if (hit) found.add(hit);
  }
  return [...found];
}

/** file → the files it imports, over every source file under `roots`. */
export function importGraph(roots) {
  const graph = new Map();
  for (const root of roots) for (const file of sourceFiles(root)) graph.set(file, importsOf(file));
  return graph;
}

/** Tarjan's strongly connected components: every component of more than one node is a cycle. */
export function cyclesOf(graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const cycles = [];
  function visit(v) {
    meta.set(v, { index, low: index, onStack: true });
    index += 1;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!meta.has(w)) {
        visit(w);
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
      } else if (meta.get(w).onStack) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
    if (meta.get(v).low === meta.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        meta.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  }
  for (const v of graph.keys()) if (!meta.has(v)) visit(v);
  return cycles;
}

const isTest = (file) => /\.(test|pg-test|hard-test)\.tsx?$/.test(file);

/** The domain a file belongs to (`apps/server/src/domains/<domain>/...`), or null. */
export function domainOf(file, domainsDir = DOMAINS_DIR) {
  const rel = path.relative(domainsDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [domain, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? domain : null;
}

/**
 * The domains' graph (domain → the domains its non-test files import) and, per edge, one import that
 * makes it, so a cycle's report names the files to change.
 */
export function domainGraph(fileGraph, domainsDir = DOMAINS_DIR) {
  const graph = new Map();
  const why = new Map();
  for (const [file, targets] of fileGraph) {
    const from = domainOf(file, domainsDir);
    if (!from || isTest(file)) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const target of targets) {
      const to = domainOf(target, domainsDir);
      if (!to || to === from) continue;
      graph.get(from).add(to);
      if (!graph.has(to)) graph.set(to, new Set());
      if (!why.has(`${from}→${to}`)) why.set(`${from}→${to}`, `${file} → ${target}`);
    }
  }
  return { graph: new Map([...graph].map(([k, v]) => [k, [...v]])), why };
}

function main(roots) {
  const files = importGraph(roots);
  const fileCycles = cyclesOf(files);
  for (const cycle of fileCycles)
    console.log(`import cycle (${cycle.length} files):\n  ${cycle.join('\n  ')}`);
  const { graph: domains, why } = domainGraph(files);
  const domainCycles = cyclesOf(domains);
  for (const cycle of domainCycles) {
    const edges = cycle.flatMap((from) =>
      domains
        .get(from)
        .filter((to) => cycle.includes(to))
        .map((to) => `${from} → ${to}: ${why.get(`${from}→${to}`)}`),
    );
    console.log(`domain cycle (${cycle.join(', ')}):\n  ${edges.join('\n  ')}`);
  }
  const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
  console.log(
    `${files.size} files, ${plural(fileCycles.length, 'import cycle')}; ` +
      `${domains.size} domains, ${plural(domainCycles.length, 'domain cycle')}`,
  );
  return fileCycles.length + domainCycles.length > 0 ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  process.exit(main(args.length ? args : ['apps/server/src', 'apps/web/src', 'packages/shared/src']));
}
