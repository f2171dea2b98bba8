// The lint rules that stand for a defect class (eslint.config.js): each refuses what it is for and
// lets the right form through, so a later edit of the config cannot quietly drop one.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });
/** The messages of the rule `ruleId` on `code`, linted as a web component file. */
async function messages(code, ruleId) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src/lint-probe.tsx') });
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.line);
}

describe('no light variant with a shade index (the unreadable verified badge)', () => {
  it(
    'refuses color="x.N" with variant="light", in either order, on any component',
    { timeout: 120_000 },
    async () => {
      const code = [
        "import { Badge, Button } from '@mantine/core';",
        'export const A = () => <Badge color="teal.9" variant="light">Verified</Badge>;',
        'export const B = () => <Button variant="light" color="red.8">Remove</Button>;',
        'export const C = () => <Badge color="teal" variant="light">Verified</Badge>;',
        'export const D = () => <Badge color="gray.8" variant="filled">Paused</Badge>;',
      ].join('\n');
      expect(await messages(code, 'no-restricted-syntax')).toEqual([2, 3]);
    },
  );
});
