import { listMessages, messagePageSize } from '@shala/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { nextSkipAfterFullPage } from '../../../ui/data-table/next-skip';
import { messagesKeys } from './messages-keys';

/** `GET /api/school/notification`: the school's messages, newest first, 6 a page (§9). */
export function useMessagesQuery() {
  return useInfiniteQuery({
    queryKey: messagesKeys.list,
    // Spec §8: a failed load of messages shows no toast.
    queryFn: ({ pageParam, signal }) =>
      apiCall(listMessages, {
        query: { skip: pageParam, limit: messagePageSize },
        silent: true,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkipAfterFullPage(pages, messagePageSize),
  });
}
