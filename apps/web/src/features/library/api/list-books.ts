import { libraryPageSize, listBooks } from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { nextSkipAfterFullPage } from '../../../ui/data-table/next-skip';
import { libraryKeys } from './library-keys';

export interface BookFilter {
  search: string;
  categoryId: number | null;
}

/** `GET /api/school/library/books`: books by title, searched by title, author or ISBN. */
export function useBooksQuery(filter: BookFilter) {
  return useInfiniteQuery({
    queryKey: libraryKeys.books(filter),
    queryFn: ({ pageParam, signal }) =>
      apiCall(listBooks, {
        query: {
          skip: pageParam,
          limit: libraryPageSize,
          search: filter.search || undefined,
          category_id: filter.categoryId ?? undefined,
        },
        signal,
      }).then((page) => page.list),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkipAfterFullPage(pages, libraryPageSize),
    placeholderData: keepPreviousData,
  });
}
