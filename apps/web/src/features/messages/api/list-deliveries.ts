import { messageDeliveries } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { isSending } from '../lib/deliveries';
import { messagesKeys } from './messages-keys';

/**
 * `GET /api/school/notification/:id/deliveries`: how far a message's sending has got,
 * asked again every 2 s while anything is still pending.
 */
export function useDeliveriesQuery(id: number | null) {
  return useQuery({
    queryKey: messagesKeys.deliveries(id ?? 0),
    queryFn: ({ signal }) =>
      apiCall(messageDeliveries, { params: { id: id ?? 0 }, silent: true, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isSending(query.state.data) ? 2000 : false),
  });
}
