import { type issueStatuses, libraryPageSize, listBookIssues } from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { routePagesOptions } from '../../../platform/api/route-query';
import { nextSkipAfterFullPage } from '../../../ui/data-table/next-skip';
import { libraryKeys } from './library-keys';

export type IssueStatus = (typeof issueStatuses)[number];
type IssueFilter = { search: string; status: IssueStatus };

/** `GET /api/school/library/issues`: loans by status, latest issue first, with a search. */
export const bookIssuesQueryOptions = (filter: IssueFilter) =>
  routePagesOptions(listBookIssues, {
    key: libraryKeys.issues(filter),
    input: (skip) => ({
      query: {
        skip,
        limit: libraryPageSize,
        search: filter.search || undefined,
        status: filter.status,
      },
    }),
    nextPage: (pages) =>
      nextSkipAfterFullPage(
        pages.map((page) => page.list),
        libraryPageSize,
      ),
  });

/** The loans' pages, each its rows. */
export const useBookIssuesQuery = (filter: IssueFilter) =>
  useInfiniteQuery({
    ...bookIssuesQueryOptions(filter),
    select: (data) => ({ ...data, pages: data.pages.map((page) => page.list) }),
    placeholderData: keepPreviousData,
  });
