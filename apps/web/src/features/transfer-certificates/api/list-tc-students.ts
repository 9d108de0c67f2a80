import { listTcStudents, type QueryOf } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { tcKey } from './tc-keys';

type TcStudentsQuery = QueryOf<typeof listTcStudents>;

/** `GET /api/school/transfer_certificate/students`: the generate screen's students. */
export const tcStudentsQueryOptions = (query: TcStudentsQuery | null) =>
  routeQueryOptions(listTcStudents, {
    key: [...tcKey, 'students', query],
    input: query === null ? null : { query },
    silent: true,
  });

export const useTcStudentsQuery = (query: TcStudentsQuery | null) =>
  useQuery(tcStudentsQueryOptions(query));
