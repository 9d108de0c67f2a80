import { getStudentsOfParent } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../platform/api/api-client';
import { lookupsKey } from './lookup-keys';

export interface ParentAccount {
  userId: number;
  parentType: number | null;
}

/**
 * `GET /api/school/admin/getAllStudentByParentId`: the signed-in parent's children with their
 * current class; idle for a user who is not a parent. Failures are silent (operations §8).
 * Every parent screen picks a child from this list (`ChildSelect`).
 */
export function useMyChildrenQuery(parent: ParentAccount | null) {
  return useQuery({
    queryKey: [...lookupsKey, 'children-of', parent],
    queryFn:
      parent === null
        ? skipToken
        : ({ signal }) =>
            apiCall(getStudentsOfParent, {
              query: { userId: parent.userId, parentType: parent.parentType ?? undefined },
              signal,
              silent: true,
            }),
  });
}
