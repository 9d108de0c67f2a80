import { listNews } from '@shala/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { routePagesOptions } from '../../../platform/api/route-query';
import { nextSkipAfterFullPage } from '../../../ui/data-table/next-skip';
import { newsKeys } from './news-keys';

/** News items asked for per page of the list (the spec gives news no page size). */
const newsPageSize = 15;

/** `GET /api/school/admin/GetAllNews`: the school's news, newest first, page after page. */
export const newsQueryOptions = () =>
  routePagesOptions(listNews, {
    key: newsKeys.list,
    // Spec §8: a failed load of news shows no toast.
    silent: true,
    input: (skip) => ({ query: { skip, limit: newsPageSize } }),
    nextPage: (pages) => nextSkipAfterFullPage(pages, newsPageSize),
  });

export const useNewsQuery = () => useInfiniteQuery(newsQueryOptions());
