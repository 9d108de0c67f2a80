import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * The one PDF renderer: pdfmake with Roboto (embedded, so text is selectable and ₹ prints),
 * no network access and no file access outside the font folder.
 */
const fontFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'build/fonts/Roboto',
);

pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontFolder, 'Roboto-Regular.ttf'),
    bold: path.join(fontFolder, 'Roboto-Medium.ttf'),
    italics: path.join(fontFolder, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontFolder, 'Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file: string) => path.resolve(file).startsWith(fontFolder));

export type PdfDocument = TDocumentDefinitions;

/** Renders a document definition to PDF bytes. */
export async function renderPdf(document: PdfDocument): Promise<Buffer> {
  return pdfmake
    .createPdf({ defaultStyle: { font: 'Roboto', fontSize: 10 }, ...document })
    .getBuffer();
}
