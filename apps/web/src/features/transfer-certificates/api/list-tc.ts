import { listTc, type QueryOf } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { tcKey } from './tc-keys';

type TcReportQuery = QueryOf<typeof listTc>;

/** `GET /api/school/transfer_certificate`: the report. */
export const tcReportQueryOptions = (query: TcReportQuery | null) =>
  routeQueryOptions(listTc, {
    key: [...tcKey, 'report', query],
    input: query === null ? null : { query },
  });

export const useTcReportQuery = (query: TcReportQuery | null) =>
  useQuery(tcReportQueryOptions(query));
