import { getSchool } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { schoolsKey } from './school-keys';

export const schoolKey = (schoolId: number) => [...schoolsKey, 'detail', schoolId] as const;

/** `GET /api/super-admin/school/:schoolId`: the school, its admin and users by role; idle without an id. */
export const schoolQueryOptions = (schoolId: number | null, { silent = false } = {}) =>
  routeQueryOptions(getSchool, {
    key: schoolKey(schoolId ?? 0),
    input: schoolId === null ? null : { params: { schoolId } },
    silent,
  });

export const useSchoolQuery = (schoolId: number | null, options: { silent?: boolean } = {}) =>
  useQuery(schoolQueryOptions(schoolId, options));
