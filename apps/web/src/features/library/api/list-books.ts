import { libraryPageSize, listBooks } from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { routePagesOptions } from '../../../platform/api/route-query';
import { nextSkipAfterFullPage } from '../../../ui/data-table/next-skip';
import { libraryKeys } from './library-keys';

export interface BookFilter {
  search: string;
  categoryId: number | null;
}

/** `GET /api/school/library/books`: books by title, searched by title, author or ISBN. */
export const booksQueryOptions = (filter: BookFilter) =>
  routePagesOptions(listBooks, {
    key: libraryKeys.books(filter),
    input: (skip) => ({
      query: {
        skip,
        limit: libraryPageSize,
        search: filter.search || undefined,
        category_id: filter.categoryId ?? undefined,
      },
    }),
    nextPage: (pages) =>
      nextSkipAfterFullPage(
        pages.map((page) => page.list),
        libraryPageSize,
      ),
  });

/** The books' pages, each its rows. */
export const useBooksQuery = (filter: BookFilter) =>
  useInfiniteQuery({
    ...booksQueryOptions(filter),
    select: (data) => ({ ...data, pages: data.pages.map((page) => page.list) }),
    placeholderData: keepPreviousData,
  });
