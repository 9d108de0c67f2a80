import { clearStorage } from '../storage/browser-storage';

/** Spec §4: a 401 with status TERMINATE clears all local storage and reloads at `/`. */
export function terminateSession(): void {
  clearStorage();
  window.location.assign('/');
}
