import { searchUsers } from '@shala/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import type { recipientSearchOf } from '../lib/message-form';
import { messagesKeys } from './messages-keys';

type RecipientSearch = NonNullable<ReturnType<typeof recipientSearchOf>>;

/** `GET /api/common/users`: up to 20 teachers, or parents of one type, by name. */
export const recipientSearchQueryOptions = (scope: RecipientSearch | null, search: string) =>
  routeQueryOptions(searchUsers, {
    key: [...messagesKeys.recipients, scope, search],
    input: scope === null ? null : { query: { ...scope, search: search || undefined } },
    silent: true,
  });

export const useRecipientSearchQuery = (
  scope: RecipientSearch | null,
  search: string,
  enabled: boolean,
) =>
  useQuery({
    ...recipientSearchQueryOptions(scope, search),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
