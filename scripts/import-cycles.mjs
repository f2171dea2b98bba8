// Import cycles, type-only imports included (eslint's import-x/no-cycle skips `import type`, and a
// type cycle still ties two modules together). Prints each cycle; exits 1 when there is any.
// Usage: node scripts/import-cycles.mjs [dir ...]   (default: every workspace's src)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const roots = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['apps/server/src', 'apps/web/src', 'packages/shared/src'];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : files(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;
function imports(file) {
  const text = readFileSync(file, 'utf8');
  const found = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const target = path.normalize(path.join(path.dirname(file), match[1]));
    const candidates = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')];
    const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile());
    if (hit) found.add(hit);
  }
  return [...found];
}

const graph = new Map();
for (const root of roots) for (const file of files(root)) graph.set(file, imports(file));

// Tarjan's strongly connected components: every component of more than one file is a cycle.
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

for (const cycle of cycles) console.log(`import cycle (${cycle.length} files):\n  ${cycle.join('\n  ')}`);
console.log(`${graph.size} files, ${cycles.length} import cycle${cycles.length === 1 ? '' : 's'}`);
process.exit(cycles.length > 0 ? 1 : 0);
