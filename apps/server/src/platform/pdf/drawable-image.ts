import { renderPdf } from './render-pdf.ts';

/**
 * Whether the PDF renderer can draw these PNG or JPEG bytes: an image whose header is right
 * but whose body is broken would otherwise fail every document it heads.
 */
export async function isDrawableImage(bytes: Buffer): Promise<boolean> {
  try {
    // pdfmake reads the type from the bytes; the data URL's type only marks it as inline.
    await renderPdf({
      content: [{ image: `data:image/png;base64,${bytes.toString('base64')}` }],
    });
    return true;
  } catch {
    return false;
  }
}
