// The lint rule that keeps office changes audited (scripts/lint/office-audit.mjs, decision 048): in an
// admin route file, a route that changes something must run with adminCtxOf(request).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('an office change without the audited context', () => {
  it(
    'does not pass lint in an admin route file; reads and audited changes do',
    { timeout: 120_000 },
    async () => {
      const code = [
        "import { adminCtxOf } from '../admin/service.ts';",
        'export const routes = async (app: any) => {',
        "  app.post('/a', {}, async (request: any) => changeIt(adminCtxOf(request), request.body));",
        "  app.post('/b', {}, async (request: any) => changeIt(ctxOf(request), request.body));",
        "  app.delete('/c', {}, async () => removeIt());",
        "  app.get('/d', {}, async (request: any) => listIt(ctxOf(request)));",
        "  app.put('/e', {}, async (request: any) => changeIt(request.ctx, request.body));",
        '};',
      ].join('\n');
      const eslint = new ESLint({ cwd: root });
      const [result] = await eslint.lintText(code, {
        filePath: path.join(root, 'apps/server/src/domains/probe/admin-routes.ts'),
      });
      const lines = result.messages
        .filter((m) => m.ruleId === 'samaj/office-change-audited')
        .map((m) => m.line)
        .sort();
      expect(lines).toEqual([4, 4, 5, 7, 7]);
    },
  );
});
