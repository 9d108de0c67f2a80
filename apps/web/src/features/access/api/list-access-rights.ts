import { listAccessRights } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';

export const accessRightsKey = ['access-rights'] as const;

/** `GET /api/school/access-rights`: every role of the school with its pages. */
export const accessRightsQueryOptions = () =>
  routeQueryOptions(listAccessRights, { key: accessRightsKey });

export const useAccessRightsQuery = () => useQuery(accessRightsQueryOptions());
