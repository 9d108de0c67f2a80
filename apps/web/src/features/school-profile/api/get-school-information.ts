import { getSchoolInformation } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { schoolInformationKey } from './school-profile-keys';

/** `GET /api/school/school_information`: address, contacts, board; name and colours read-only. */
export function useSchoolInformationQuery() {
  return useQuery({
    queryKey: schoolInformationKey,
    queryFn: ({ signal }) => apiCall(getSchoolInformation, { signal }),
  });
}
