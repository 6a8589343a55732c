/** The text of a PDF as a reader's copy-paste would give it (unpdf), after checking it is a PDF. */
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfBytesText(bytes: Uint8Array): Promise<string> {
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}
