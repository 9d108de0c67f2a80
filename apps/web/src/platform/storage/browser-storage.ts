/**
 * localStorage that never throws: storage can be disabled (private mode, policies),
 * and the app must still start, just without remembered values.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only as long as the page.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function clearStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Nothing stored, nothing to clear.
  }
}
