import { describe, expect, it } from 'vitest';
import { detectDocumentType } from './document-type.ts';

describe('detectDocumentType', () => {
  it('knows PDF, DOC and DOCX by their bytes', () => {
    expect(detectDocumentType(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(detectDocumentType(ole)).toBe('doc');
    const docx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('..word/document.xml'),
    ]);
    expect(detectDocumentType(docx)).toBe('docx');
  });

  it('refuses a program, a plain zip and text, whatever they are called', () => {
    expect(detectDocumentType(Buffer.from('MZ\x90\x00\x03'))).toBeNull();
    expect(detectDocumentType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x61]))).toBeNull();
    expect(detectDocumentType(Buffer.from('hello'))).toBeNull();
    expect(detectDocumentType(new Uint8Array())).toBeNull();
  });
});
