import { listLatestNews } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { newsKeys } from './news-keys';

/** `GET /api/school/news/latest`: the newest news items, for the home pages. */
export const latestNewsQueryOptions = () =>
  routeQueryOptions(listLatestNews, { key: newsKeys.latest, silent: true });

export const useLatestNewsQuery = () => useQuery(latestNewsQueryOptions());
