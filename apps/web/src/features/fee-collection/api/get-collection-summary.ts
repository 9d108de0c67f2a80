import { getCollectionSummary, type QueryOf } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { feeCollectionKeys } from './fee-collection-keys';

/** `GET /api/school/fee_collection/summary`: money collected by day, class or mode. */
export function useCollectionSummaryQuery(query: QueryOf<typeof getCollectionSummary>) {
  return useQuery({
    queryKey: feeCollectionKeys.list('summary', query),
    queryFn: ({ signal }) => apiCall(getCollectionSummary, { query, signal }),
  });
}
