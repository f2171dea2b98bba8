/**
 * A small PDF writer: A4 pages of text lines in Helvetica (one of the 14 fonts every reader has, so
 * nothing is embedded). Enough for receipts; text outside Latin-1 is written as "?".
 */

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Gap before the line, in points (default: the line's size × 0.6). */
  gap?: number;
}

const escape = (s: string) =>
  s
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');

function pageStream(lines: PdfLine[]): string {
  let y = 800;
  const ops: string[] = [];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= size + (line.gap ?? size * 0.6);
    ops.push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf 50 ${y.toFixed(1)} Td (${escape(line.text)}) Tj ET`);
  }
  return ops.join('\n');
}

/** A PDF with one page per entry of `pages`. */
export function renderPdf(pages: PdfLine[][], title: string): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add(''); // filled below
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title (${escape(title)}) /Producer (Samaj) >>`);
  const kids: number[] = [];
  for (const lines of pages) {
    const stream = pageStream(lines);
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595 842] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
