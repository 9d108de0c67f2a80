import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

let kept = 0;

/**
 * The text a reader would select in a PDF, page by page, joined with newlines. With
 * `SHALA_PDF_DIR` set, each PDF read is also kept there, to be looked at as a picture
 * (`pdftoppm -png -r 60`).
 */
export async function readPdfText(bytes: Uint8Array): Promise<string> {
  const folder = process.env.SHALA_PDF_DIR;
  if (folder) writeFileSync(path.join(folder, `document-${process.pid}-${++kept}.pdf`), bytes);
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}
