import type { Language } from '@samaj/shared';
import { parsedFont, type FontName } from './pdf/fonts.ts';
import { lineRuns } from './pdf/runs.ts';

/**
 * A4 pages of text lines, written by pdfkit (decision 028): English in Helvetica (nothing embedded),
 * Gujarati, Hindi and Urdu in Noto fonts embedded as subsets, shaped by fontkit (Indic conjuncts and
 * vowel signs, Arabic joining), Urdu right to left and right aligned with its numbers left to right.
 * pdfkit writes each embedded font's ToUnicode map, so the text can be searched and copied.
 * pdfkit and the fonts are loaded on the first document, not when the server starts.
 */

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Gap before the line, in points (default: the line's size × 0.6). */
  gap?: number;
  /**
   * Text as someone entered it (an address): it reads the way its first letter does, so "12 Station
   * Road" stays as written in an Urdu document. Other lines read the document's way.
   */
  entered?: boolean;
}

export interface PdfOptions {
  title: string;
  language: Language;
}

const BASE_FONT: Record<Language, FontName> = {
  en: 'latin',
  gu: 'gujarati',
  hi: 'devanagari',
  ur: 'arabic',
};

const PAGE = { width: 595, height: 842, margin: 50 };

/** A PDF with one page per entry of `pages`, in `language`. */
export async function renderPdf(pages: PdfLine[][], options: PdfOptions): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    autoFirstPage: false,
    pdfVersion: '1.4',
    lang: options.language,
    info: { Title: options.title, Producer: 'Samaj' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const registered = new Set<string>();
  const useFont = (font: FontName, bold: boolean, size: number) => {
    if (font === 'latin') return doc.font(bold ? 'Helvetica-Bold' : 'Helvetica', size);
    const name = `${font}-${bold ? 'bold' : 'regular'}`;
    if (!registered.has(name)) {
      // pdfkit takes a parsed fontkit font as it is (its types only list files and bytes).
      doc.registerFont(name, parsedFont(font, bold) as unknown as Uint8Array);
      registered.add(name);
    }
    return doc.font(name, size);
  };
  // `features` makes pdfkit lay a run out whole (without it, it shapes word by word, which would keep
  // Urdu words in reading order instead of right to left).
  const textOptions: PDFKit.Mixins.TextOptions = { lineBreak: false, baseline: 'alphabetic', features: [] };
  const rtl = options.language === 'ur';
  // Noto's Indic and Naskh letters reach higher and lower than Helvetica's: a little more room per line.
  const leading = options.language === 'en' ? 1 : 1.2;

  for (const lines of pages) {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    let baseline = 42;
    for (const line of lines) {
      const base = line.size ?? 11;
      baseline += base * leading + (line.gap ?? base * 0.6);
      const direction = line.entered ? 'auto' : rtl ? 'rtl' : 'ltr';
      const pieces = lineRuns(line.text, direction, BASE_FONT[options.language]);
      const measure = (size: number) =>
        pieces.map((run) => ({
          ...run,
          width: useFont(run.font, line.bold ?? false, size).widthOfString(run.text, textOptions),
        }));
      const total = (runs: { width: number }[]) => runs.reduce((sum, r) => sum + r.width, 0);
      // A line longer than the page (a long name or event) is set smaller to fit, down to 60%.
      const room = PAGE.width - 2 * PAGE.margin;
      const natural = measure(base);
      const size = total(natural) > room ? Math.max(0.6, room / total(natural)) * base : base;
      const runs = size === base ? natural : measure(size);
      const width = total(runs);
      let x = rtl ? PAGE.width - PAGE.margin - width : PAGE.margin;
      for (const run of runs) {
        // Naskh draws a letter as a dotless body and its dots, the body shared by several letters, so
        // the ToUnicode map cannot give an Urdu run's letters back (and they are drawn right to left):
        // the run carries its text as ActualText, which readers use to search, copy and read aloud.
        if (run.rtl) doc.markContent('Span', { actual: run.logical });
        useFont(run.font, line.bold ?? false, size).text(run.text, x, baseline, textOptions);
        if (run.rtl) doc.endMarkedContent();
        x += run.width;
      }
    }
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
