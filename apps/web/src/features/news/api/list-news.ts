import { listNews } from '@shala/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { nextSkipAfterFullPage } from '../../../ui/data-table/next-skip';
import { newsKeys } from './news-keys';

/** News items asked for per page of the list (the spec gives news no page size). */
const newsPageSize = 15;

/** `GET /api/school/admin/GetAllNews`: the school's news, newest first, page after page. */
export function useNewsQuery() {
  return useInfiniteQuery({
    queryKey: newsKeys.list,
    // Spec §8: a failed load of news shows no toast.
    queryFn: ({ pageParam, signal }) =>
      apiCall(listNews, { query: { skip: pageParam, limit: newsPageSize }, silent: true, signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkipAfterFullPage(pages, newsPageSize),
  });
}
