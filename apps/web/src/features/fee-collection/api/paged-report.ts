import {
  listCollections,
  type listConcessions,
  listDefaulters,
  type listWaivers,
  type QueryOf,
} from '@shala/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { routePagesOptions } from '../../../platform/api/route-query';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { feeCollectionKeys } from './fee-collection-keys';

/** Rows a page of the fee reports holds (load more on scroll). */
export const reportPageSize = 50;

type Filters<R> = Omit<QueryOf<R>, 'skip' | 'limit'>;

/** `GET …/fee_collection/payments`: payments received, newest first, by its filters. */
export const collectionsReportOptions = (filters: Filters<typeof listCollections>) =>
  routePagesOptions(listCollections, {
    key: feeCollectionKeys.list(listCollections.id, filters),
    input: (skip) => ({ query: { ...filters, skip, limit: reportPageSize } }),
    nextPage: nextSkip,
  });

export const useCollectionsReport = (filters: Filters<typeof listCollections>) =>
  useInfiniteQuery(collectionsReportOptions(filters));

/** `GET …/fee_collection/defaulters`: students with overdue fees, by class and section. */
export const defaultersReportOptions = (filters: Filters<typeof listDefaulters>) =>
  routePagesOptions(listDefaulters, {
    key: feeCollectionKeys.list(listDefaulters.id, filters),
    input: (skip) => ({ query: { ...filters, skip, limit: reportPageSize } }),
    nextPage: nextSkip,
  });

export const useDefaultersReport = (filters: Filters<typeof listDefaulters>) =>
  useInfiniteQuery(defaultersReportOptions(filters));

/** `GET …/fee_collection/waivers` or `…/concessions`: the adjustments given, by their filters. */
export const adjustmentsReportOptions = (
  route: typeof listWaivers | typeof listConcessions,
  filters: Filters<typeof listConcessions>,
) =>
  routePagesOptions(route, {
    key: feeCollectionKeys.list(route.id, filters),
    input: (skip) => ({ query: { ...filters, skip, limit: reportPageSize } }),
    nextPage: nextSkip,
  });

export const useAdjustmentsReport = (
  route: typeof listWaivers | typeof listConcessions,
  filters: Filters<typeof listConcessions>,
) => useInfiniteQuery(adjustmentsReportOptions(route, filters));
