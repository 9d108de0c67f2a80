import { searchUsers } from '@shala/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import type { recipientSearchOf } from '../lib/message-form';
import { messagesKeys } from './messages-keys';

type RecipientSearch = NonNullable<ReturnType<typeof recipientSearchOf>>;

/** `GET /api/common/users`: up to 20 teachers, or parents of one type, by name. */
export function useRecipientSearchQuery(
  scope: RecipientSearch | null,
  search: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...messagesKeys.recipients, scope, search],
    queryFn: ({ signal }) =>
      apiCall(searchUsers, {
        query: { ...scope!, search: search || undefined },
        silent: true,
        signal,
      }),
    enabled: enabled && scope !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
