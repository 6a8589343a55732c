/**
 * Crafted uploads for the statement checks: a smallest real one-page PDF (objects, xref table and
 * trailer with true byte offsets, so a real parser reads it) and the fakes that only look like one.
 * The e2e specs upload the same real PDF.
 */
const encoder = new TextEncoder();

/** A one-page PDF assembled with correct xref offsets; `extra` goes into the page's content stream. */
export function onePagePdf(extra = 'BT /F1 12 Tf 72 720 Td (Extras de cont) Tj ET'): Uint8Array<ArrayBuffer> {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${extra.length} >>\nstream\n${extra}\nendstream`,
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(text);
}

const join = (...parts: (string | Uint8Array)[]): Uint8Array<ArrayBuffer> => {
  const chunks = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : part));
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
};

/** Files that start with '%PDF-' (or nearly) and must still be refused, with why. */
export const fakePdfs: [string, Uint8Array<ArrayBuffer>][] = [
  [
    'only the header and an empty trailer',
    encoder.encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  ],
  ['an ELF executable behind the header', join('%PDF-1.4\n', '\x7fELF\x02\x01\x01', onePagePdf().slice(9))],
  [
    'a Windows executable behind the header',
    join('%PDF-1.4\nMZ This program cannot be run in DOS mode\n', onePagePdf().slice(9)),
  ],
  ['a PDF/HTML polyglot', join(onePagePdf(), '<html><body><script>alert(1)</script></body></html>')],
  ['HTML before the header', join('<!DOCTYPE html><script>alert(1)</script>\n', onePagePdf())],
  ['the header not at offset 0', join('\n', onePagePdf())],
  ['a PDF that runs JavaScript', onePagePdf('/S /JavaScript /JS (app.alert(1))')],
  ['no xref and no pages', encoder.encode(`%PDF-1.7\n${'x'.repeat(100)}\nstartxref\n0\n%%EOF\n`)],
];
