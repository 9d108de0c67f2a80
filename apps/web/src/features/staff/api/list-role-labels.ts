import { listRoleLabels } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { roleLabelsKey } from './staff-keys';

/** `GET /api/school/roles`: the fixed school roles with this school's names. */
export const roleLabelsQueryOptions = () =>
  routeQueryOptions(listRoleLabels, { key: roleLabelsKey });

export const useRoleLabelsQuery = () => useQuery(roleLabelsQueryOptions());
