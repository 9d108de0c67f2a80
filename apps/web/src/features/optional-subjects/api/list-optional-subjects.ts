import { getSubjectsOptions } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { optionalSubjectsKey } from './optional-subjects-keys';

/** `GET /api/school/subject/getSubjectsOptions?is_optional=true`: the optional subjects. */
export const optionalSubjectsQueryOptions = () =>
  routeQueryOptions(getSubjectsOptions, {
    key: [...optionalSubjectsKey, 'subjects'],
    input: { query: { is_optional: 'true' } },
    silent: true,
  });

export const useOptionalSubjectsQuery = () => useQuery(optionalSubjectsQueryOptions());
