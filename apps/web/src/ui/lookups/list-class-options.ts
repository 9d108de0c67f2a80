import { getAllClassesOptions } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../platform/api/route-query';
import { lookupsKey } from './lookup-keys';

/** `GET /api/school/class/getAllClassesOptions`: classes in promotion order (silent on failure). */
export const classOptionsQueryOptions = () =>
  routeQueryOptions(getAllClassesOptions, { key: [...lookupsKey, 'classes'], silent: true });

export const useClassOptionsQuery = () =>
  useQuery({ ...classOptionsQueryOptions(), staleTime: 5 * 60_000 });
