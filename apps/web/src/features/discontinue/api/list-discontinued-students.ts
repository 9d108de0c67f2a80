import { type DiscontinueFilter, listDiscontinuedStudents } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { discontinueKey } from './discontinue-keys';

/** `GET /api/school/discontinue/student`: the discontinued list of a session. */
export const discontinuedStudentsQueryOptions = (filter: DiscontinueFilter) =>
  routeQueryOptions(listDiscontinuedStudents, {
    key: [...discontinueKey, 'list', filter],
    input: { query: filter },
  });

export const useDiscontinuedStudentsQuery = (filter: DiscontinueFilter) =>
  useQuery(discontinuedStudentsQueryOptions(filter));
