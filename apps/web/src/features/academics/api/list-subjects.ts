import { listSubjects } from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { academicsPageSize } from '../lib/paging';
import { academicsKeys } from './academics-keys';

export interface SubjectFilters {
  search: string;
  /** Only optional (true) or only compulsory (false) subjects; all when null. */
  optional: boolean | null;
}

/** `GET /api/school/subject`: subjects by name, searched and filtered, page after page. */
export function useSubjectsQuery({ search, optional }: SubjectFilters) {
  return useInfiniteQuery({
    queryKey: [...academicsKeys.subjects, 'list', { search, optional }],
    queryFn: ({ pageParam, signal }) =>
      apiCall(listSubjects, {
        query: {
          search: search || undefined,
          is_optional: optional ?? undefined,
          skip: pageParam,
          limit: academicsPageSize,
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
    placeholderData: keepPreviousData,
  });
}
