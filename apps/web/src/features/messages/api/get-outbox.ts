import { outbox } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { messagesKeys } from './messages-keys';

/** `GET /api/school/outbox`: mails written to disk while no SMTP server is configured. */
export function useOutboxQuery() {
  return useQuery({
    queryKey: messagesKeys.outbox,
    queryFn: ({ signal }) => apiCall(outbox, { signal }),
  });
}
