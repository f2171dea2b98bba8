import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { officeAuditConfig } from './scripts/lint/office-audit.mjs';

const dirs = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
const WEB_FEATURES = dirs('apps/web/src/features');
const SERVER_DOMAINS = dirs('apps/server/src/domains');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'apps/web/android/**',
      'apps/web/ios/**',
      'playwright-report/**',
      'test-results/**',
      '**/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A soft hint, not a cap: split a file when it holds two concepts, not at a line count
      // (docs/architecture.md). Past 400 lines, ask whether it does; a long file of one concept stays.
      'max-lines': ['warn', { max: 400 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Web features do not import each other nor the app: routes in src/app compose them.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Mantine's light variant draws a shade index (`teal.9`) as its own text on a tint of itself: about
      // 1.5:1, unreadable, and axe cannot see it (decision 063). A light variant takes a colour's name, whose
      // ink the theme darkens (app/theme.ts); e2e/badge-contrast.ts measures every badge as drawn.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement:has(JSXAttribute[name.name='variant'][value.value='light']):has(JSXAttribute[name.name='color'][value.value=/\\.[0-9]$/])",
          message:
            'A light variant with a shade index (color="x.N") draws its text in its own colour: use the colour\'s name (color="teal"), or another variant.',
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...WEB_FEATURES.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              // A link into another feature uses that feature's paths.ts (its addresses, declared once).
              except: [`./${f}`, ...WEB_FEATURES.filter((o) => o !== f).map((o) => `./${o}/paths.ts`)],
              message:
                "Features do not import each other (only each other's paths.ts); compose them in src/app.",
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/api'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not depend on features or the app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message:
                'Features do not import the app: src/app composes them (tests of the whole app live in src/app).',
            },
          ],
        },
      ],
    },
  },
  {
    // Server domains reach each other only through their service.ts (never another's repository).
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: SERVER_DOMAINS.map((d) => ({
            target: `./apps/server/src/domains/${d}`,
            from: './apps/server/src/domains',
            except: [
              `./${d}`,
              ...SERVER_DOMAINS.filter((o) => o !== d).map((o) => `./${o}/service.ts`),
              ...SERVER_DOMAINS.filter((o) => o !== d).map((o) => `./${o}/index.ts`),
            ],
            message: "Another domain's internals: go through its service.ts.",
          })),
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from config.ts only.' },
      ],
    },
  },
  {
    // Tests, browser journeys and benchmarks are lists and stories read top to bottom: no length hint.
    files: [
      '**/*.test.{ts,tsx,mjs}',
      '**/*.pg-test.ts',
      '**/*.hard-test.ts',
      'apps/server/test/**',
      'apps/web/e2e/**',
      'apps/server/scripts/**',
      'scripts/bench/**',
    ],
    rules: { 'max-lines': 'off' },
  },
  {
    files: [
      'apps/server/src/config.ts',
      'apps/server/test/**',
      'apps/server/scripts/**',
      'apps/server/**/*.test.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  // An office change runs with the audited context (decision 048).
  officeAuditConfig,
);
