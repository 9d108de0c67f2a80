import { getCollectionSummary, type QueryOf } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { feeCollectionKeys } from './fee-collection-keys';

type SummaryQuery = QueryOf<typeof getCollectionSummary>;

/** `GET /api/school/fee_collection/summary`: money collected by day, class or mode. */
export const collectionSummaryQueryOptions = (query: SummaryQuery) =>
  routeQueryOptions(getCollectionSummary, {
    key: feeCollectionKeys.list('summary', query),
    input: { query },
  });

export const useCollectionSummaryQuery = (query: SummaryQuery) =>
  useQuery(collectionSummaryQueryOptions(query));
