import { listClassSubjects } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { academicsKeys } from './academics-keys';

/** `GET /api/school/class_subject`: every class with its subjects in a session; idle without one. */
export const classSubjectsQueryOptions = (sessionId: number | null) =>
  routeQueryOptions(listClassSubjects, {
    key: [...academicsKeys.classSubjects, sessionId],
    input: sessionId === null ? null : { query: { session_id: sessionId } },
  });

export const useClassSubjectsQuery = (sessionId: number | null) =>
  useQuery(classSubjectsQueryOptions(sessionId));
