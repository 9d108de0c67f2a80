import { type DiscontinueFilter, listDiscontinuableStudents } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { discontinueKey } from './discontinue-keys';

/** `GET /api/school/discontinue`: active students of the chosen class and section. */
export const discontinuableStudentsQueryOptions = (filter: DiscontinueFilter) =>
  routeQueryOptions(listDiscontinuableStudents, {
    key: [...discontinueKey, 'students', filter],
    input: { query: filter },
    silent: true,
  });

export const useDiscontinuableStudentsQuery = (filter: DiscontinueFilter, enabled: boolean) =>
  useQuery({ ...discontinuableStudentsQueryOptions(filter), enabled });
