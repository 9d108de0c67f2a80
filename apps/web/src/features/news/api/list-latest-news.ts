import { listLatestNews } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { newsKeys } from './news-keys';

/** `GET /api/school/news/latest`: the newest news items, for the home pages. */
export function useLatestNewsQuery() {
  return useQuery({
    queryKey: newsKeys.latest,
    queryFn: ({ signal }) => apiCall(listLatestNews, { silent: true, signal }),
  });
}
