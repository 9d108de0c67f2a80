import { smsUsage } from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { routePagesOptions } from '../../../platform/api/route-query';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { messagesKeys } from './messages-keys';

export const smsPageSize = 15;

/** `GET /api/school/sms_detail`: the SMS totals and the latest sends, page after page. */
export const smsUsageQueryOptions = () =>
  routePagesOptions(smsUsage, {
    key: messagesKeys.smsUsage,
    input: (skip) => ({ query: { skip, limit: smsPageSize } }),
    nextPage: nextSkip,
  });

export const useSmsUsageQuery = () =>
  useInfiniteQuery({ ...smsUsageQueryOptions(), placeholderData: keepPreviousData });
