/** The document types uploads may have, recognised from their bytes (never from the name). */
export type DocumentType = 'pdf' | 'doc' | 'docx';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const oleCompound = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003
const zipLocalFile = [0x50, 0x4b, 0x03, 0x04];

/**
 * PDF, DOC (an OLE compound file) or DOCX (a zip holding `word/`, whose entry names are
 * stored as plain text in the local file headers); null for anything else.
 */
export function detectDocumentType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, pdf)) return 'pdf';
  if (startsWith(bytes, oleCompound)) return 'doc';
  if (startsWith(bytes, zipLocalFile) && Buffer.from(bytes).includes('word/')) return 'docx';
  return null;
}

export const documentContentTypes: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
