import { listStudents } from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { routePagesOptions } from '../../../platform/api/route-query';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { studentPageSize } from '../lib/paging';
import type { StudentFilters } from '../lib/student-filters';
import { studentsKey } from './student-keys';

/** `GET /api/school/student`: students of a session, searched and filtered, page after page. */
export const studentListQueryOptions = (filters: StudentFilters) =>
  routePagesOptions(listStudents, {
    key: [...studentsKey, 'list', filters],
    input: (skip) => ({
      query: {
        search: filters.search || undefined,
        session_id: filters.sessionId ?? undefined,
        class_id: filters.classId ?? undefined,
        section_id: filters.sectionId ?? undefined,
        status: filters.status ?? undefined,
        skip,
        limit: studentPageSize,
      },
    }),
    nextPage: nextSkip,
  });

export const useStudentListQuery = (filters: StudentFilters) =>
  useInfiniteQuery({
    ...studentListQueryOptions(filters),
    // While a new search runs, the rows found so far stay instead of a skeleton.
    placeholderData: keepPreviousData,
  });
