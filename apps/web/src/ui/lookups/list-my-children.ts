import { getStudentsOfParent } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../platform/api/route-query';
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
export const myChildrenQueryOptions = (parent: ParentAccount | null) =>
  routeQueryOptions(getStudentsOfParent, {
    key: [...lookupsKey, 'children-of', parent],
    input:
      parent === null
        ? null
        : { query: { userId: parent.userId, parentType: parent.parentType ?? undefined } },
    silent: true,
  });

export const useMyChildrenQuery = (parent: ParentAccount | null) =>
  useQuery(myChildrenQueryOptions(parent));
