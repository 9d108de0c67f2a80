import { type issueStatuses, libraryPageSize, listBookIssues } from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { nextSkipAfterFullPage } from '../../../ui/data-table/next-skip';
import { libraryKeys } from './library-keys';

export type IssueStatus = (typeof issueStatuses)[number];

/** `GET /api/school/library/issues`: loans by status, latest issue first, with a search. */
export function useBookIssuesQuery(filter: { search: string; status: IssueStatus }) {
  return useInfiniteQuery({
    queryKey: libraryKeys.issues(filter),
    queryFn: ({ pageParam, signal }) =>
      apiCall(listBookIssues, {
        query: {
          skip: pageParam,
          limit: libraryPageSize,
          search: filter.search || undefined,
          status: filter.status,
        },
        signal,
      }).then((page) => page.list),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkipAfterFullPage(pages, libraryPageSize),
    placeholderData: keepPreviousData,
  });
}
