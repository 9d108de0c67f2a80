import { getSchool } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { schoolsKey } from './school-keys';

export const schoolKey = (schoolId: number) => [...schoolsKey, 'detail', schoolId] as const;

/** `GET /api/super-admin/school/:schoolId`: the school, its admin and users by role; idle without an id. */
export function useSchoolQuery(schoolId: number | null, { silent = false } = {}) {
  return useQuery({
    queryKey: schoolKey(schoolId ?? 0),
    queryFn:
      schoolId === null
        ? skipToken
        : ({ signal }) => apiCall(getSchool, { params: { schoolId }, signal, silent }),
  });
}
