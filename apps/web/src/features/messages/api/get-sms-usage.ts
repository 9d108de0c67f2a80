import { smsUsage } from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { messagesKeys } from './messages-keys';

export const smsPageSize = 15;

/** `GET /api/school/sms_detail`: the SMS totals and the latest sends, page after page. */
export function useSmsUsageQuery() {
  return useInfiniteQuery({
    queryKey: messagesKeys.smsUsage,
    queryFn: ({ pageParam, signal }) =>
      apiCall(smsUsage, { query: { skip: pageParam, limit: smsPageSize }, signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
    placeholderData: keepPreviousData,
  });
}
