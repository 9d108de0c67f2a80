import { useMemo, useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from '../storage/browser-storage';
import { storageKeys } from '../storage/storage-keys';

/** What SessionVault holds: only that a session exists and for which school. Never a token. */
export interface SessionMarker {
  isAuthenticated: true;
  dbName: string | null;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function parseMarker(raw: string | null): SessionMarker | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { isAuthenticated, dbName } = value as Record<string, unknown>;
    if (isAuthenticated !== true) return null;
    return { isAuthenticated: true, dbName: typeof dbName === 'string' ? dbName : null };
  } catch {
    return null;
  }
}

export function readSessionVault(): SessionMarker | null {
  return parseMarker(readStorage(storageKeys.sessionVault));
}

export function writeSessionVault(dbName: string | null): void {
  const marker: SessionMarker = { isAuthenticated: true, dbName };
  writeStorage(storageKeys.sessionVault, JSON.stringify(marker));
  notify();
}

export function clearSessionVault(): void {
  removeStorage(storageKeys.sessionVault);
  notify();
}

/** Listens to this tab's writes and to other tabs signing in or out. */
export function subscribeSessionVault(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.sessionVault) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The marker, re-rendering when it changes. "Logged in" in the spec's sense = not null. */
export function useSessionVault(): SessionMarker | null {
  const raw = useSyncExternalStore(subscribeSessionVault, () =>
    readStorage(storageKeys.sessionVault),
  );
  return useMemo(() => parseMarker(raw), [raw]);
}
