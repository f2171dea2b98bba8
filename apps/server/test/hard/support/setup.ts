// After each hard-test file: how many answers were 500 or more, in-process and from the servers it
// started. A 500 anywhere fails the file; a 503 is what a deliberate database outage answers
// (pg-restart, kill-restart) and is only counted.
import { afterAll, expect } from 'vitest';
import { answersOver500 } from '../../support/app.ts';
import { spawnedAnswersOver500 } from './processes.ts';

afterAll(() => {
  const all = new Map(answersOver500);
  for (const [status, n] of spawnedAnswersOver500()) all.set(status, (all.get(status) ?? 0) + n);
  const total = [...all.values()].reduce((a, b) => a + b, 0);
  const byStatus = [...all.entries()].map(([status, n]) => `${status}: ${n}`).join(', ');
  const file = expect.getState().testPath?.split('/').pop() ?? 'this file';
  console.log(
    `hard: ${file}: ${total} answers >= 500${total ? ` (${byStatus}; 503s only in deliberate outages)` : ''}`,
  );
  expect(
    [...all.keys()].filter((status) => status !== 503),
    'answers of 500 or more other than 503',
  ).toEqual([]);
});
