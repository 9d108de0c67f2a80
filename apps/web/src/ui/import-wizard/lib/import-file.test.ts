import { importMaxBytes, importMessages } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import { bytesToBase64, checkImportFile, fileNameOf, formatFileSize } from './import-file';

describe('checkImportFile', () => {
  it('accepts CSV and Excel files of a sensible size', () => {
    expect(checkImportFile({ name: 'staff.csv', size: 120 })).toBeNull();
    expect(checkImportFile({ name: 'Staff List.XLSX', size: importMaxBytes })).toBeNull();
  });

  it('refuses other kinds, empty files and files over 5 MB', () => {
    expect(checkImportFile({ name: 'staff.xls', size: 120 })).toBe(importMessages.chooseFile);
    expect(checkImportFile({ name: 'staff.pdf', size: 120 })).toBe(importMessages.chooseFile);
    expect(checkImportFile({ name: 'staff.csv', size: 0 })).toBe(importMessages.empty);
    expect(checkImportFile({ name: 'staff.csv', size: importMaxBytes + 1 })).toBe(
      importMessages.tooLarge,
    );
  });
});

describe('formatFileSize', () => {
  it('speaks in bytes, KB and MB', () => {
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(12 * 1024 + 100)).toBe('12 KB');
    expect(formatFileSize(1.44 * 1024 * 1024)).toBe('1.4 MB');
  });
});

describe('bytesToBase64', () => {
  it('matches Node for small and multi-chunk inputs', () => {
    const small = new TextEncoder().encode('full_name,username\r\nAsha,asha\r\n');
    expect(bytesToBase64(small)).toBe(Buffer.from(small).toString('base64'));
    const large = new Uint8Array(100_000).map((_, index) => (index * 7) % 256);
    expect(bytesToBase64(large)).toBe(Buffer.from(large).toString('base64'));
    expect(bytesToBase64(new Uint8Array())).toBe('');
  });
});

describe('fileNameOf', () => {
  it('reads quoted, bare and encoded names', () => {
    expect(fileNameOf('attachment; filename="staff-import-template.csv"')).toBe(
      'staff-import-template.csv',
    );
    expect(fileNameOf('attachment; filename=staff.xlsx')).toBe('staff.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''sch%C3%BCler.csv")).toBe('schüler.csv');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
  });
});
