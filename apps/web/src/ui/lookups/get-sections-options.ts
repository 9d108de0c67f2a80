import { getSectionsOptions } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../platform/api/api-client';
import { lookupsKey } from './lookup-keys';

/**
 * `GET /api/common/getSectionsOptions`: a class's sections in a session (the current one when
 * no session is given) and whether it has none; idle until a class is chosen.
 */
export function useSectionsOptionsQuery(classId: number | null, sessionId?: number | null) {
  return useQuery({
    queryKey: [...lookupsKey, 'sections', classId, sessionId ?? 'current'],
    queryFn:
      classId === null
        ? skipToken
        : ({ signal }) =>
            apiCall(getSectionsOptions, {
              query: { class_id: classId, session_id: sessionId ?? undefined },
              signal,
              silent: true,
            }),
    staleTime: 5 * 60_000,
  });
}
