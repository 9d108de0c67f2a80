import { listMessages, messagePageSize } from '@shala/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { routePagesOptions } from '../../../platform/api/route-query';
import { nextSkipAfterFullPage } from '../../../ui/data-table/next-skip';
import { messagesKeys } from './messages-keys';

/** `GET /api/school/notification`: the school's messages, newest first, 6 a page (§9). */
export const messagesQueryOptions = () =>
  routePagesOptions(listMessages, {
    key: messagesKeys.list,
    // Spec §8: a failed load of messages shows no toast.
    silent: true,
    input: (skip) => ({ query: { skip, limit: messagePageSize } }),
    nextPage: (pages) => nextSkipAfterFullPage(pages, messagePageSize),
  });

export const useMessagesQuery = () => useInfiniteQuery(messagesQueryOptions());
