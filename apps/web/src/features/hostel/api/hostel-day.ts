import { getHostelDay } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { hostelKeys } from './hostel-keys';

/** `GET /api/school/hostel/today`: the warden's hostels today (the home's card). */
export const useHostelDayQuery = () =>
  useQuery({
    queryKey: hostelKeys.day,
    queryFn: ({ signal }) => apiCall(getHostelDay, { signal, silent: true }),
  });
