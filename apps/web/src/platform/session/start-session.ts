import type { Session } from '@shala/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { schoolHostKeyRoot } from '../school-host/school-host-query';
import { removeStorage } from '../storage/browser-storage';
import { storageKeys } from '../storage/storage-keys';
import { sessionQueryKey } from './session-query';
import { clearSessionVault, writeSessionVault } from './session-vault';

/** After sign-in: the session goes into the cache first, then the marker flips the app. */
export function startSession(queryClient: QueryClient, session: Session): void {
  queryClient.setQueryData(sessionQueryKey, session);
  writeSessionVault(session.schoolData?.db_name ?? null);
}

/**
 * After sign-out: forget the push token, the marker and every cached answer about the
 * user. The school's public branding stays, so the login screen shows at once.
 */
export function endSession(queryClient: QueryClient): void {
  removeStorage(storageKeys.pushToken);
  clearSessionVault();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== schoolHostKeyRoot });
}
