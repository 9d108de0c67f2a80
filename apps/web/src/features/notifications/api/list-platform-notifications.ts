import { listPlatformNotifications, notificationPageSize } from '@shala/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { routePagesOptions } from '../../../platform/api/route-query';
import { nextPage } from '../lib/paging';
import { notificationKeys, notificationPollMs } from './notification-keys';

/** `GET /api/super-admin/notification`: the super admin's panel, 15 a page; errors are silent (§8). */
export const platformNotificationsQueryOptions = () =>
  routePagesOptions(listPlatformNotifications, {
    key: notificationKeys.platform,
    input: (page) => ({ query: { limit: notificationPageSize, page } }),
    firstPage: 1,
    nextPage,
    silent: true,
  });

export const usePlatformNotificationsQuery = () =>
  useInfiniteQuery({
    ...platformNotificationsQueryOptions(),
    refetchInterval: notificationPollMs,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
