import { listClassSubjects } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { academicsKeys } from './academics-keys';

/** `GET /api/school/class_subject`: every class with its subjects in a session; idle without one. */
export function useClassSubjectsQuery(sessionId: number | null) {
  return useQuery({
    queryKey: [...academicsKeys.classSubjects, sessionId],
    queryFn:
      sessionId === null
        ? skipToken
        : ({ signal }) => apiCall(listClassSubjects, { query: { session_id: sessionId }, signal }),
  });
}
