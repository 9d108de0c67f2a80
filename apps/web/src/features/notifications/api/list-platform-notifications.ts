import { listPlatformNotifications, notificationPageSize } from '@shala/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { nextPage } from '../lib/paging';
import { notificationKeys, notificationPollMs } from './notification-keys';

/** `GET /api/super-admin/notification`: the super admin's panel, 15 a page; errors are silent (§8). */
export function usePlatformNotificationsQuery() {
  return useInfiniteQuery({
    queryKey: notificationKeys.platform,
    queryFn: ({ pageParam, signal }) =>
      apiCall(listPlatformNotifications, {
        query: { limit: notificationPageSize, page: pageParam },
        silent: true,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPage(pages),
    refetchInterval: notificationPollMs,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
}
