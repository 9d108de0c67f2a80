import { resolveSubdomain } from '@shala/contracts';
import { readStorage } from '../storage/browser-storage';
import { storageKeys } from '../storage/storage-keys';

/** The school of this page: stored override first, else the host's first label (spec §1). */
export function getSubdomain(): string | null {
  return resolveSubdomain(window.location.host, readStorage(storageKeys.subdomain));
}
