/**
 * Where uploaded files live (banners, logos, task uploads). The local-disk implementation is
 * the default; an S3-compatible one can take its place without touching the modules.
 */
export interface FileStorage {
  /** Stores `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const keyPattern = /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

/** Keys are relative paths of plain segments: no `..`, no leading slash, no odd characters. */
export function assertStorageKey(key: string): void {
  if (key.length > 300 || !keyPattern.test(key) || key.split('/').some((part) => part === '..')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}
