import { listStudents } from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { studentPageSize } from '../lib/paging';
import type { StudentFilters } from '../lib/student-filters';
import { studentsKey } from './student-keys';

/** `GET /api/school/student`: students of a session, searched and filtered, page after page. */
export function useStudentListQuery(filters: StudentFilters) {
  return useInfiniteQuery({
    queryKey: [...studentsKey, 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      apiCall(listStudents, {
        query: {
          search: filters.search || undefined,
          session_id: filters.sessionId ?? undefined,
          class_id: filters.classId ?? undefined,
          section_id: filters.sectionId ?? undefined,
          status: filters.status ?? undefined,
          skip: pageParam,
          limit: studentPageSize,
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
    // While a new search runs, the rows found so far stay instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}
