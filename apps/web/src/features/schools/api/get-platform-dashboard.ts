import { getPlatformDashboard } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { schoolsKey } from './school-keys';

/** `GET /api/super-admin/dashboard`: school and user counts, and the newest schools. */
export const platformDashboardQueryOptions = () =>
  routeQueryOptions(getPlatformDashboard, { key: [...schoolsKey, 'dashboard'] });

export const usePlatformDashboardQuery = () => useQuery(platformDashboardQueryOptions());
