import { roleIds } from '@shala/contracts';
import { useSignedInSession } from '../../../platform/session/session-query';

/** True for a parent: their pages choose one of their own children. */
export function useIsParent() {
  const { user } = useSignedInSession();
  return user.user_role_id === roleIds.parent;
}
