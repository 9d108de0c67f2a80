import { messageDeliveries } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { isSending } from '../lib/deliveries';
import { messagesKeys } from './messages-keys';

/**
 * `GET /api/school/notification/:id/deliveries`: how far a message's sending has got,
 * asked again every 2 s while anything is still pending.
 */
export const deliveriesQueryOptions = (id: number | null) =>
  routeQueryOptions(messageDeliveries, {
    key: messagesKeys.deliveries(id ?? 0),
    input: id === null ? null : { params: { id } },
    silent: true,
  });

export const useDeliveriesQuery = (id: number | null) =>
  useQuery({
    ...deliveriesQueryOptions(id),
    refetchInterval: (query) => (query.state.data && isSending(query.state.data) ? 2000 : false),
  });
