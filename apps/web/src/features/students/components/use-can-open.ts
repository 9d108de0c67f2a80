import { isPathAllowed } from '@shala/contracts';
import { useSignedInSession } from '../../../platform/session/session-query';

/** Whether the signed-in user may open a page, so links to pages they may not open are hidden. */
export function useCanOpen(path: string): boolean {
  const { user } = useSignedInSession();
  return isPathAllowed(path, user.redirectUrl, user.accessibleModules);
}
