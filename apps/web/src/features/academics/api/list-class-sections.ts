import { listClassSections } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { academicsKeys } from './academics-keys';

/** `GET /api/school/class_section`: every class with its sections in a session; idle without one. */
export const classSectionsQueryOptions = (sessionId: number | null) =>
  routeQueryOptions(listClassSections, {
    key: [...academicsKeys.classSections, sessionId],
    input: sessionId === null ? null : { query: { session_id: sessionId } },
  });

export const useClassSectionsQuery = (sessionId: number | null) =>
  useQuery(classSectionsQueryOptions(sessionId));
