import { importMaxBytes, importMessages } from '@shala/contracts';

/** What the file picker offers: CSV and Excel workbooks. */
export const importAccept =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why a chosen file cannot be sent for checking, or null when it may be. */
export function checkImportFile(file: { name: string; size: number }): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name.trim())) return importMessages.chooseFile;
  if (file.size === 0) return importMessages.empty;
  if (file.size > importMaxBytes) return importMessages.tooLarge;
  return null;
}

/** A size as people read it: 900 bytes, 12 KB, 1.4 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Bytes as base64, a chunk at a time so a 5 MB file never overflows the call stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  const chunk = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, if any. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // Fall back to the plain name.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : null;
}
