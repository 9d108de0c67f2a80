import { getSectionsOptions } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../platform/api/route-query';
import { lookupsKey } from './lookup-keys';

/**
 * `GET /api/common/getSectionsOptions`: a class's sections in a session (the current one when
 * no session is given) and whether it has none; idle until a class is chosen.
 */
export const sectionsOptionsQueryOptions = (classId: number | null, sessionId?: number | null) =>
  routeQueryOptions(getSectionsOptions, {
    key: [...lookupsKey, 'sections', classId, sessionId ?? 'current'],
    input:
      classId === null
        ? null
        : { query: { class_id: classId, session_id: sessionId ?? undefined } },
    silent: true,
  });

export const useSectionsOptionsQuery = (classId: number | null, sessionId?: number | null) =>
  useQuery({ ...sectionsOptionsQueryOptions(classId, sessionId), staleTime: 5 * 60_000 });
