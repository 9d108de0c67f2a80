import { outbox } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { messagesKeys } from './messages-keys';

/** `GET /api/school/outbox`: mails written to disk while no SMTP server is configured. */
export const outboxQueryOptions = () => routeQueryOptions(outbox, { key: messagesKeys.outbox });

export const useOutboxQuery = () => useQuery(outboxQueryOptions());
