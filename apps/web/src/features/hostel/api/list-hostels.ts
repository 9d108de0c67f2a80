import { listHostels } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { hostelKeys } from './hostel-keys';

/** `GET /api/school/hostel`: the hostels for a drop-down (the spec's 20 with skip 0). */
export const hostelOptionsQueryOptions = () =>
  routeQueryOptions(listHostels, {
    key: hostelKeys.hostels,
    input: { query: { skip: 0, limit: 20 } },
  });

export const useHostelOptionsQuery = () => useQuery(hostelOptionsQueryOptions());
