import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { URDU_FALLBACK_FACES, urduFallbackCss } from '../app/urdu-font-fallback.ts';
import { fileFor, urduFallbackHead, urduFontHead } from './prerender.ts';

function dist() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'samaj-prerender-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<html></html>');
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), '');
  return dir;
}

describe('fileFor (what the prerendering browser is sent)', () => {
  it('a file of the build, index.html for an app route, nothing for the API', () => {
    const dir = dist();
    expect(fileFor(dir, '/assets/index-abc.js')).toBe(path.join(dir, 'assets', 'index-abc.js'));
    expect(fileFor(dir, '/banquet-halls')).toBe(path.join(dir, 'index.html'));
    expect(fileFor(dir, '/assets/missing.js')).toBe(path.join(dir, 'index.html'));
    expect(fileFor(dir, '/api/hall')).toBeNull();
    expect(fileFor(dir, '/sanctum/csrf-cookie')).toBeNull();
  });

  it('never a file outside the build', () => {
    const dir = dist();
    expect(fileFor(dir, '/../../etc/passwd')).toBe(path.join(dir, 'index.html'));
    expect(fileFor(dir, '/%2e%2e/%2e%2e/etc/hostname')).toBe(path.join(dir, 'index.html'));
  });
});

describe('urduFontHead', () => {
  it('declares both weights early, swapping (optional left letters unreadable: see decision 033)', () => {
    const dir = dist();
    writeFileSync(path.join(dir, 'assets', 'noto-naskh-arabic-arabic-400-normal-X1.woff2'), '');
    writeFileSync(path.join(dir, 'assets', 'noto-naskh-arabic-arabic-700-normal-Y2.woff2'), '');
    const head = urduFontHead(dir);
    expect(head).not.toContain('preload');
    expect(head).toContain('<style data-urdu-font>');
    expect(head.match(/font-display:swap/g)).toHaveLength(2);
    expect(head).toContain("src:url(/assets/noto-naskh-arabic-arabic-400-normal-X1.woff2) format('woff2')");
    expect(head).toContain("src:url(/assets/noto-naskh-arabic-arabic-700-normal-Y2.woff2) format('woff2')");
    expect(head).toContain('unicode-range:U+0600-06FF');
    expect(head).not.toContain('local(');
  });

  it('the fallbacks sized to Noto Naskh, apart (the server adds them where the app draws: decision 036)', () => {
    const fallbacks = urduFallbackHead();
    expect(fallbacks).toBe(`<style data-urdu-fallback>${urduFallbackCss()}</style>`);
    expect(fallbacks.match(/src:local\(/g)).toHaveLength(URDU_FALLBACK_FACES.length);
  });

  it('nothing when the build has no Urdu font', () => {
    expect(urduFontHead(dist())).toBe('');
  });
});
