/**
 * Reads a V8 `.cpuprofile` of the app server under the search's load (decision 035):
 * `node scripts/bench/cpu-profile.mjs <file> [--top N] [--category NAME]`.
 *
 * Only the samples between the first and the last with `filterProfiles` on their stack count (start-up
 * and shut-down left out). Prints the self time of the busiest functions, then each sample put in the
 * first category below whose test matches a frame of its stack, as shares of the busy (not idle)
 * samples; --category NAME lists the functions inside one category. The profiler samples wall time:
 * a sample taken while the process waits for a core lands in whatever ran (often the socket write).
 */
import { readFileSync } from 'node:fs';

const [file, ...rest] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile.mjs <file.cpuprofile> [--top N] [--category NAME]');
const option = (name) => {
  const i = rest.indexOf(name);
  return i >= 0 ? rest[i + 1] : undefined;
};
const top = Number(option('--top') ?? 30);
const only = option('--category');

const fn = (name, test) => (f) => f.functionName === name && (!test || f.url.includes(test));
const inUrl = (part) => (f) => f.url.includes(part);
/** [category, test of one stack frame], the first that matches any frame of a sample wins. */
const CATEGORIES = [
  ['socket write (writev)', fn('writev')],
  ['picture links (HMAC)', fn('urls', 'picture-urls')],
  ['cursor (AES-GCM)', fn('seal')],
  ['cards', (f) => fn('toCard')(f) || fn('cardContext')(f) || inUrl('rules.ts')(f)],
  ['cards: reasons, mutual', (f) => inUrl('matrimonial/search/search.ts')(f) && f.functionName === ''],
  ['page and next URL', fn('buildCursorPage')],
  ['rows from the statement', fn('searchProfiles')],
  ['search use case (rest)', fn('filterProfiles')],
  ['pg: row parsing (JSON.parse)', (f) => fn('handleDataRow')(f) || fn('handleRowDescription')(f)],
  ['pg: protocol parsing', inUrl('pg-protocol/dist/parser')],
  ['pg: sending the statement', (f) => fn('query', 'pg/lib/client')(f) || fn('execute', 'drizzle')(f)],
  ['pg: other', (f) => /node_modules\/pg(-pool|-protocol)?\//.test(f.url)],
  ['serializer', fn('serialize', 'fastify/lib/reply')],
  ['helmet', inUrl('helmet')],
  ['zod validation', fn('validate', 'fastify/lib/validation')],
  ['input guard', inUrl('plugins/input-guard')],
  ['auth hook', inUrl('plugins/auth')],
  ['answer write (onSend, headers, end)', inUrl('@fastify/compress')],
  ['ops hooks', inUrl('plugins/ops')],
  ['errors hook', inUrl('plugins/errors')],
  ['request URL', fn('requestUrl')],
  ['route handler', inUrl('routes/matching')],
  ['logging', inUrl('pino')],
  ['fastify routing', (f) => inUrl('find-my-way')(f) || fn('preRouting')(f)],
  ['fastify (rest)', inUrl('fastify/')],
  ['node http', (f) => f.url.includes('_http_')],
  ['node streams, net', (f) => f.url.includes('streams') || f.url.includes('node:net')],
  ['garbage collector', fn('(garbage collector)')],
  ['idle', fn('(idle)')],
];

const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const stackOf = (id) => {
  const frames = [];
  for (let n = id; n !== undefined; n = parent.get(n)) frames.push(byId.get(n).callFrame);
  return frames;
};
const searching = (id) => stackOf(id).some((f) => f.functionName === 'filterProfiles');
const first = profile.samples.findIndex(searching);
let last = profile.samples.length - 1;
while (last > first && !searching(profile.samples[last])) last -= 1;
if (first < 0) throw new Error('no sample has filterProfiles on its stack: was the search under load?');

const self = new Map();
const categories = new Map();
const inside = new Map();
const categoryOf = new Map();
const name = (f) =>
  `${f.functionName || '(anonymous)'} ${f.url.replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/')}:${f.lineNumber + 1}`;
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
let total = 0;
for (let i = first; i <= last; i += 1) {
  const id = profile.samples[i];
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  total += ms;
  const frame = byId.get(id).callFrame;
  add(self, name(frame), ms);
  if (!categoryOf.has(id)) {
    const frames = stackOf(id);
    categoryOf.set(id, CATEGORIES.find(([, test]) => frames.some(test))?.[0] ?? 'other');
  }
  const category = categoryOf.get(id);
  add(categories, category, ms);
  if (category === only) add(inside, name(frame), ms);
}
const busy = total - (categories.get('idle') ?? 0);
const rows = (map, n) =>
  [...map]
    .filter(([key]) => key !== 'idle' && !key.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([key, ms]) => `${ms.toFixed(0).padStart(7)} ms ${((ms / busy) * 100).toFixed(1).padStart(5)}%  ${key}`,
    )
    .join('\n');
console.log(
  `${(total / 1000).toFixed(1)} s of samples, ${(busy / 1000).toFixed(1)} s busy (shares below are of the busy ones)`,
);
console.log(`\nSelf time, top ${top}\n${rows(self, top)}`);
console.log(`\nBy category\n${rows(categories, CATEGORIES.length + 1)}`);
if (only) console.log(`\nInside "${only}"\n${rows(inside, top)}`);
