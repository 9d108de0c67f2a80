import { listMyNotifications, notificationPageSize } from '@shala/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { nextPage } from '../lib/paging';
import { notificationKeys, notificationPollMs } from './notification-keys';

/** How many of the newest the bell's drop-down shows. */
export const bellItemCount = 6;

/** `GET /api/common/notifications`, page 1: the bell's count and newest items; errors are silent. */
export function useBellQuery() {
  return useQuery({
    queryKey: [...notificationKeys.mine, 'bell'],
    queryFn: ({ signal }) =>
      apiCall(listMyNotifications, {
        query: { limit: bellItemCount, page: 1 },
        silent: true,
        signal,
      }),
    refetchInterval: notificationPollMs,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
}

/** `GET /api/common/notifications`: every notification of the user, 15 a page. */
export function useMyNotificationsQuery() {
  return useInfiniteQuery({
    queryKey: [...notificationKeys.mine, 'all'],
    queryFn: ({ pageParam, signal }) =>
      apiCall(listMyNotifications, {
        query: { limit: notificationPageSize, page: pageParam },
        silent: true,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPage(pages),
  });
}
