import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('precompressDir', () => {
  it('writes Brotli and gzip copies of the text files over 1 kB that decode to the same bytes', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'samaj-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = `console.log(${JSON.stringify('samaj '.repeat(2000))});`;
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(300)}`);
    writeFileSync(path.join(dir, 'assets', 'tiny.css'), 'a{color:red}');
    writeFileSync(path.join(dir, 'icon.png'), Buffer.alloc(5000, 7));

    const written = precompressDir(dir)
      .map((f) => path.relative(dir, f))
      .sort();
    expect(written).toEqual(
      ['assets/index-abc.js.br', 'assets/index-abc.js.gz', 'index.html.br', 'index.html.gz'].map((f) =>
        f.split('/').join(path.sep),
      ),
    );
    const br = readFileSync(path.join(dir, 'assets', 'index-abc.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(readFileSync(path.join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
    // Too small to gain, or not text: left alone.
    expect(existsSync(path.join(dir, 'assets', 'tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'icon.png.br'))).toBe(false);
  });
});
