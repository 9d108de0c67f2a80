import { listRoleDesignations } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { roleDesignationsKey } from './staff-keys';

/** `GET /api/school/role-designations`: every staff role with its designations. */
export const roleDesignationsQueryOptions = () =>
  routeQueryOptions(listRoleDesignations, { key: roleDesignationsKey });

export const useRoleDesignationsQuery = () => useQuery(roleDesignationsQueryOptions());
