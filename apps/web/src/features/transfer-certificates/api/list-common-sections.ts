import { getCommonSection } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { tcKey } from './tc-keys';

/** `GET /api/school/class/getCommonSection`: the sections every chosen class has. */
export function useCommonSectionsQuery(classIds: number[]) {
  return useQuery({
    queryKey: [...tcKey, 'sections', classIds],
    queryFn: ({ signal }) =>
      apiCall(getCommonSection, { query: { class_id: classIds }, signal, silent: true }),
    enabled: classIds.length > 0,
  });
}
