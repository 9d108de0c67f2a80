import { listWardens } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { hostelKeys } from './hostel-keys';

/** `GET /api/school/hostel/wardens`: users of the warden role, as options. */
export const wardenOptionsQueryOptions = () =>
  routeQueryOptions(listWardens, { key: hostelKeys.wardens });

export const useWardenOptionsQuery = () => useQuery(wardenOptionsQueryOptions());
