import { roleIds } from '@shala/contracts';
import { useSignedInSession } from '../../platform/session/session-query';
import { useMyChildrenQuery } from './list-my-children';

/**
 * The signed-in parent's children with their current class (idle for anyone else): the
 * parent pages pick from them. Silent on failure.
 */
export function useMyChildren() {
  const { user } = useSignedInSession();
  const isParent = user.user_role_id === roleIds.parent;
  const children = useMyChildrenQuery(
    isParent ? { userId: user.id, parentType: user.parent_type } : null,
  );
  return { isParent, children };
}
