import { listMyNotifications, notificationPageSize } from '@shala/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { routePagesOptions, routeQueryOptions } from '../../../platform/api/route-query';
import { nextPage } from '../lib/paging';
import { notificationKeys, notificationPollMs } from './notification-keys';

/** How many of the newest the bell's drop-down shows. */
export const bellItemCount = 6;

/** `GET /api/common/notifications`, page 1: the bell's count and newest items; errors are silent. */
export const bellQueryOptions = () =>
  routeQueryOptions(listMyNotifications, {
    key: [...notificationKeys.mine, 'bell'],
    input: { query: { limit: bellItemCount, page: 1 } },
    silent: true,
  });

export const useBellQuery = () =>
  useQuery({
    ...bellQueryOptions(),
    refetchInterval: notificationPollMs,
    refetchOnWindowFocus: 'always',
    retry: false,
  });

/** `GET /api/common/notifications`: every notification of the user, 15 a page. */
export const myNotificationsQueryOptions = () =>
  routePagesOptions(listMyNotifications, {
    key: [...notificationKeys.mine, 'all'],
    input: (page) => ({ query: { limit: notificationPageSize, page } }),
    firstPage: 1,
    nextPage,
    silent: true,
  });

export const useMyNotificationsQuery = () => useInfiniteQuery(myNotificationsQueryOptions());
