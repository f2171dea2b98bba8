// deploy/samaj.env.example lists every setting production cannot start without (docs/deploy.md section 1: it
// lacked MSG91_CONSENT_TEMPLATE_ID, so a filled-in example still refused to start), names only real
// settings, and CHANGELOG.md names each required one. REQUIRED_IN_PRODUCTION (config.ts) is checked
// against parseConfig itself: each key on it, and no other key of the example, stops a production start.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, REQUIRED_IN_PRODUCTION, SETTING_NAMES } from '../src/config.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const example = readFileSync(path.join(repoRoot, 'deploy/samaj.env.example'), 'utf8');
const changelog = readFileSync(path.join(repoRoot, 'CHANGELOG.md'), 'utf8');

/** `NAME=value` lines, and the `# NAME=value` ones left for the operator to turn on. */
function settingsOf(text: string): { active: Map<string, string>; commented: string[] } {
  const active = new Map<string, string>();
  const commented: string[] = [];
  for (const line of text.split('\n')) {
    const set = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (set) active.set(set[1]!, set[2]!);
    const off = /^#\s*([A-Z][A-Z0-9_]*)=/.exec(line);
    if (off) commented.push(off[1]!);
  }
  return { active, commented };
}

const { active, commented } = settingsOf(example);

/** What an operator would write into an empty line of the example. */
function filledIn(name: string, value: string): string {
  if (value !== '') return value;
  if (name === 'ADMIN_MOBILE') return '9999999999';
  if (name.endsWith('_URL')) return 'https://example.org';
  return 'a-filled-in-value-0123456789abcdef';
}

const filled = () =>
  Object.fromEntries([...active].map(([name, value]) => [name, filledIn(name, value)] as const));
const production = (env: Record<string, string>) => parseConfig({ ...env, NODE_ENV: 'production' });

describe('deploy/samaj.env.example', () => {
  it('sets every setting production requires', () => {
    expect(REQUIRED_IN_PRODUCTION.filter((name) => !active.has(name))).toEqual([]);
  });

  it('names only settings the server knows (or their NAME_FILE)', () => {
    const known = (name: string) =>
      SETTING_NAMES.includes(name) || SETTING_NAMES.includes(name.replace(/_FILE$/, ''));
    expect([...active.keys(), ...commented].filter((name) => !known(name))).toEqual([]);
  });

  it('filled in, starts in production', () => {
    expect(() => production(filled())).not.toThrow();
  });

  it.each([...REQUIRED_IN_PRODUCTION])('without %s, production refuses to start, naming it', (name) => {
    const env = filled();
    delete env[name];
    expect(() => production(env)).toThrow(ConfigError);
    expect(() => production(env)).toThrow(name);
  });

  it('has no other setting whose absence stops production (REQUIRED_IN_PRODUCTION is complete)', () => {
    const required = new Set<string>(REQUIRED_IN_PRODUCTION);
    const alsoRequired = [...active.keys()].filter((name) => {
      if (required.has(name)) return false;
      const env = filled();
      delete env[name];
      try {
        production(env);
        return false;
      } catch {
        return true;
      }
    });
    expect(alsoRequired).toEqual([]);
  });
});

describe('CHANGELOG.md', () => {
  it('names every setting production requires', () => {
    // As code: `NAME` or `NAME=value`.
    const named = (name: string) => new RegExp(`\`${name}[\`=]`).test(changelog);
    expect(REQUIRED_IN_PRODUCTION.filter((name) => !named(name))).toEqual([]);
  });
});
