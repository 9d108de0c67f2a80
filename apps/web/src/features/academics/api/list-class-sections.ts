import { listClassSections } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { academicsKeys } from './academics-keys';

/** `GET /api/school/class_section`: every class with its sections in a session; idle without one. */
export function useClassSectionsQuery(sessionId: number | null) {
  return useQuery({
    queryKey: [...academicsKeys.classSections, sessionId],
    queryFn:
      sessionId === null
        ? skipToken
        : ({ signal }) => apiCall(listClassSections, { query: { session_id: sessionId }, signal }),
  });
}
