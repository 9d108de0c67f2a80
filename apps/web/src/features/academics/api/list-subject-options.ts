import { getSubjectsOptions } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { academicsKeys } from './academics-keys';

/** `GET /api/school/subject/getSubjectsOptions`: every subject of the school, to choose from. */
export const subjectOptionsQueryOptions = () =>
  routeQueryOptions(getSubjectsOptions, {
    key: [...academicsKeys.subjects, 'options'],
    input: { query: {} },
  });

export const useSubjectOptionsQuery = () => useQuery(subjectOptionsQueryOptions());
