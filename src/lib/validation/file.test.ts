import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { isPdfBytes, isPdfFile, MAX_UPLOAD_BYTES, pdfUpload } from './file.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('isPdfBytes', () => {
  it.each([
    ['%PDF-1.7\n%âãÏÓ', true],
    ['%PDF-', true],
    ['%PDF', false],
    ['PK\u0003\u0004 renamed.docx', false],
    [' %PDF-1.4', false],
    ['', false],
  ])('%j → %s', (content, expected) => {
    expect(isPdfBytes(bytes(content))).toBe(expected);
  });
});

describe('isPdfFile', () => {
  it.each([
    ['extras.pdf', 'application/pdf', true],
    ['EXTRAS.PDF', 'application/pdf', true],
    ['extras.pdf', '', true],
    ['extras.png', 'application/pdf', false],
    ['extras.pdf', 'image/png', false],
    ['extras.pdf.exe', 'application/octet-stream', false],
  ])('%s (%s) → %s', (name, type, expected) => {
    expect(isPdfFile({ name, type })).toBe(expected);
  });
});

describe('pdfUpload', () => {
  const schema = pdfUpload(roValidation.statementRequired);
  const file = (name: string, type: string, size: number) => ({ name, type, size });

  it.each([
    [undefined, roValidation.statementRequired],
    [null, roValidation.statementRequired],
    ['extras.pdf', roValidation.statementRequired],
    [file('extras.pdf', 'application/pdf', 0), roValidation.statementRequired],
    [file('poza.jpg', 'image/jpeg', 100), roValidation.pdfOnly],
    [file('extras.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1), roValidation.fileTooLarge],
  ])('%j → %s', (input, message) => {
    const result = v.safeParse(schema, input);
    expect(result.issues?.[0]?.message).toBe(message);
  });

  it('accepts a PDF of exactly 10 MB', () => {
    expect(v.safeParse(schema, file('extras.pdf', 'application/pdf', MAX_UPLOAD_BYTES)).success).toBe(true);
  });
});
