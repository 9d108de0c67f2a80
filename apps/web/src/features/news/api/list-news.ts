import { listNews } from '@shala/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { newsPageSize, nextNewsSkip } from '../lib/paging';
import { newsKeys } from './news-keys';

/** `GET /api/school/admin/GetAllNews`: the school's news, newest first, page after page. */
export function useNewsQuery() {
  return useInfiniteQuery({
    queryKey: newsKeys.list,
    // Spec §8: a failed load of news shows no toast.
    queryFn: ({ pageParam, signal }) =>
      apiCall(listNews, { query: { skip: pageParam, limit: newsPageSize }, silent: true, signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextNewsSkip(pages),
  });
}
