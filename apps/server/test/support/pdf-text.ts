import { inflateSync } from 'node:zlib';
import { WIN_ANSI_EXTRA } from '../../src/lib/pdf/fonts.ts';

/**
 * Reads the text of a PDF the way a reader's search and copy do: the content streams' text operators,
 * each glyph turned back into characters through its font's ToUnicode map (an embedded font) or
 * WinAnsi (Helvetica). Enough for the PDFs pdfkit writes (the receipts); not a general PDF parser.
 *
 * Text comes in drawing order, which is display order: a run of Urdu reads right to left in the file,
 * so its characters come out reversed, and an Indic vowel sign drawn before its consonant (ि) comes
 * before it. The tests say so where they look at such words.
 */

export interface PdfRun {
  /** The font's BaseFont, e.g. `DZZZZZ+NotoSansGujarati-Regular` or `Helvetica`. */
  font: string;
  x: number;
  y: number;
  /** The glyphs drawn (glyph ids of an embedded font, bytes of Helvetica). */
  glyphs: number[];
  /** The characters of each glyph (a conjunct drawn as one glyph has several). */
  chars: string[];
  text: string;
}

export interface PdfText {
  /** The runs of each page, in drawing order. */
  pages: PdfRun[][];
  /** Each page's lines (the runs on one baseline, in drawing order: left to right), joined by newlines. */
  text: string[];
  /** The BaseFont of every font in the file, and whether it is embedded. */
  fonts: { name: string; embedded: boolean }[];
}

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const s = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  for (const m of s.matchAll(/(?:^|\n)(\d+) 0 obj\n/g)) {
    const start = m.index + m[0].length;
    const end = s.indexOf('\nendobj', start);
    const body = s.slice(start, end);
    const at = body.indexOf('\nstream\n');
    if (at < 0) {
      found.set(Number(m[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, at);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const raw = pdf.subarray(start + at + 8, start + at + 8 + length);
    found.set(Number(m[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return found;
}

const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);

/** A ToUnicode CMap as pdfkit writes it: bfrange lines with an array of targets. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // A glyph that stands for no character of its own (a mark drawn apart) maps to <>.
  const hex = (h: string) =>
    h.trim()
      ? String.fromCharCode(
          ...h
            .trim()
            .split(/\s+/)
            .map((u) => parseInt(u, 16)),
        )
      : '';
  for (const m of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
    let code = parseInt(m[1]!, 16);
    for (const target of m[3]!.matchAll(/<([^>]*)>/g)) map.set(code++, hex(target[1]!));
  }
  for (const m of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> <([0-9a-f ]+)>\s*$/gim)) {
    const from = parseInt(m[1]!, 16);
    const to = parseInt(m[2]!, 16);
    const first = parseInt(m[3]!, 16);
    for (let c = from; c <= to; c++) map.set(c, String.fromCharCode(first + c - from));
  }
  return map;
}

/** A PDF literal string's bytes (pdfkit escapes only \\n \\r \\t \\b \\f ( ) \\), UTF-16BE when it starts with a BOM. */
function pdfString(literal: string): string {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = Buffer.from(
    literal.replace(/\\([\s\S])/g, (_, c: string) => escapes[c] ?? c),
    'latin1',
  );
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString('latin1');
  return bytes.subarray(2).swap16().toString('utf16le');
}

interface Font {
  name: string;
  twoBytes: boolean;
  unicode: Map<number, string>;
}

/** WinAnsi's 0x80-0x9F back to their characters (the dash, quotes...): Latin-1 has controls there. */
const WIN_ANSI_CHAR = new Map([...WIN_ANSI_EXTRA].map(([char, code]) => [code, char]));

export function pdfText(pdf: Buffer): PdfText {
  const all = objects(pdf);
  const fonts = new Map<string, Font>();
  const fontList: PdfText['fonts'] = [];
  for (const [id, o] of all) {
    if (!/\/Type \/Font\b/.test(o.dict)) continue;
    const name = /\/BaseFont \/([^\s/]+)/.exec(o.dict)![1]!;
    if (/\/Subtype \/Type0/.test(o.dict)) {
      const cmap = all.get(ref(o.dict, 'ToUnicode'))!.stream!.toString('latin1');
      fonts.set(String(id), { name, twoBytes: true, unicode: toUnicode(cmap) });
      const descendant = all.get(Number(/\/DescendantFonts \[(\d+) 0 R\]/.exec(o.dict)![1]))!;
      const descriptor = all.get(ref(descendant.dict, 'FontDescriptor'))!;
      fontList.push({ name, embedded: /\/FontFile2 \d+ 0 R/.test(descriptor.dict) });
    } else if (/\/Subtype \/Type1/.test(o.dict)) {
      // WinAnsi: Latin-1 for the characters Helvetica is given here (decision 028).
      fonts.set(String(id), { name, twoBytes: false, unicode: new Map() });
      fontList.push({ name, embedded: false });
    }
  }
  const kids = /\/Kids \[([^\]]*)\]/.exec(
    [...all.values()].find((o) => /\/Type \/Pages/.test(o.dict))!.dict,
  )![1]!;
  const pages = [...kids.matchAll(/(\d+) 0 R/g)].map((k) => {
    const page = all.get(Number(k[1]))!;
    const resources = all.get(ref(page.dict, 'Resources'))!.dict;
    const names = new Map([...resources.matchAll(/\/(F\d+) (\d+) 0 R/g)].map((m) => [m[1]!, m[2]!]));
    const content = all.get(ref(page.dict, 'Contents'))!.stream!.toString('latin1');
    const runs: PdfRun[] = [];
    let font: Font | undefined;
    let x = 0;
    let y = 0;
    // Inside a marked-content span with ActualText: its glyph runs make one run with that text.
    let span: { actual: string; runs: PdfRun[] } | null = null;
    const ops =
      /\/(F\d+) [\d.]+ Tf|1 0 0 1 ([\d.-]+) ([\d.-]+) Tm|\[([^\]]*)\] TJ|\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)\s*>> BDC|\bEMC\b/g;
    for (const op of content.matchAll(ops)) {
      if (op[1]) font = fonts.get(names.get(op[1])!);
      else if (op[2]) [x, y] = [Number(op[2]), Number(op[3])];
      else if (op[5] !== undefined) span = { actual: pdfString(op[5]), runs: [] };
      else if (op[0] === 'EMC') {
        if (span && span.runs.length > 0) {
          const first = span.runs[0]!;
          runs.push({
            ...first,
            glyphs: span.runs.flatMap((r) => r.glyphs),
            chars: span.runs.flatMap((r) => r.chars),
            text: span.actual,
          });
        }
        span = null;
      } else if (font && op[4] !== undefined) {
        const hexes = [...op[4].matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]!).join('');
        const size = font.twoBytes ? 4 : 2;
        const glyphs: number[] = [];
        for (let i = 0; i < hexes.length; i += size) glyphs.push(parseInt(hexes.slice(i, i + size), 16));
        const chars = glyphs.map((g) =>
          font!.twoBytes
            ? (font!.unicode.get(g) ?? '\ufffd')
            : String.fromCharCode(WIN_ANSI_CHAR.get(g) ?? g),
        );
        (span ? span.runs : runs).push({ font: font.name, x, y, glyphs, chars, text: chars.join('') });
      }
    }
    return runs;
  });
  const text = pages.map((runs) => {
    const lines = new Map<number, PdfRun[]>();
    for (const r of runs) lines.set(r.y, [...(lines.get(r.y) ?? []), r]);
    return (
      [...lines.entries()]
        .sort((a, b) => b[0] - a[0])
        // Runs are drawn left to right (a mark placed apart comes right after its letter).
        .map(([, rs]) => rs.map((r) => r.text).join(''))
        .join('\n')
    );
  });
  return { pages, text, fonts: fontList };
}
