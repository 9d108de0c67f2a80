import { listDesignations } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { designationsKey } from './staff-keys';

/** `GET /api/school/designations`: every designation with its roles and holder count. */
export const designationsQueryOptions = () =>
  routeQueryOptions(listDesignations, { key: designationsKey });

export const useDesignationsQuery = () => useQuery(designationsQueryOptions());
