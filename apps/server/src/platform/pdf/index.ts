/** Server-rendered documents (receipts, slips, certificates, report cards). */
export {
  brandedDocument,
  dataTable,
  headerFill,
  particulars,
  type TableColumn,
} from './document-parts.ts';
export { isDrawableImage } from './drawable-image.ts';
export { type PdfDocument, renderPdf } from './render-pdf.ts';
export {
  brandColor,
  brandTextColor,
  inkColor,
  letterheadImages,
  type SchoolBrand,
  schoolLetterhead,
  textOnBrandColor,
} from './school-letterhead.ts';
export { sendPdf } from './send-pdf.ts';
