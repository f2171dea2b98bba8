/**
 * What the match search's compiled serializer buys (decision 015; docs/deploy.md, "What the hand-made
 * parts buy"): `node --import tsx scripts/bench/serializer-pair.ts [--rounds 10] [--pages 2000]`.
 *
 * Writes the same page of 20 match cards with the route's two possible serializers, the compiled one it
 * uses (fast-json-stringify from the zod schema) and fastify-type-provider-zod's (check, then
 * JSON.stringify), alternating which goes first in each round of the same process, and prints the CPU
 * time a page of each (µs, the process's user + system time) and their ratio per round. Both answers are
 * checked to be the same text first.
 */
import { cursorPage, matchCard } from '@samaj/shared';
import { compiledOkSerializer, compiledSerializer } from '../../apps/server/src/lib/compiled-serializer.ts';
import { matchCardPage } from '../../apps/server/test/support/match-cards.ts';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const ROUNDS = option('--rounds', 10);
const PAGES = option('--pages', 2000);

const schema = cursorPage(matchCard);
const writers = {
  compiled: compiledSerializer(schema),
  // The route's serializer compiler gives every status but 200 the app's zod serializer: what the search
  // would write its page with, without decision 015.
  zod: compiledOkSerializer({ schema, method: 'GET', url: '/x', httpStatus: '201' }) as (
    d: unknown,
  ) => string,
};
if (writers.compiled(matchCardPage) !== writers.zod(matchCardPage)) throw new Error('the two answers differ');

/** CPU µs a page, writing `PAGES` pages (each a fresh object, as each search builds its own). */
function measure(write: (data: unknown) => string): number {
  const pages = Array.from({ length: PAGES }, () => structuredClone(matchCardPage));
  let bytes = 0;
  const before = process.cpuUsage();
  for (const page of pages) bytes += write(page).length;
  const used = process.cpuUsage(before);
  if (bytes === 0) throw new Error('nothing written');
  return (used.user + used.system) / PAGES;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
measure(writers.compiled);
measure(writers.zod);
const compiled: number[] = [];
const zod: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  if (round % 2 === 0) {
    compiled.push(measure(writers.compiled));
    zod.push(measure(writers.zod));
  } else {
    zod.push(measure(writers.zod));
    compiled.push(measure(writers.compiled));
  }
  console.log(
    `round ${round + 1}: compiled ${compiled[round]!.toFixed(1)} µs, zod ${zod[round]!.toFixed(1)} µs a page`,
  );
}
const ratios = zod.map((z, i) => z / compiled[i]!);
const size = writers.compiled(matchCardPage).length;
console.log(`a page of ${matchCardPage.data.length} cards, ${size} bytes of JSON`);
console.log(`compiled: median ${median(compiled).toFixed(1)} µs of CPU a page`);
console.log(`zod:      median ${median(zod).toFixed(1)} µs of CPU a page`);
console.log(
  `zod/compiled per round: ${ratios.map((r) => r.toFixed(2)).join(' ')}; median ${median(ratios).toFixed(2)}`,
);
