import { list__Pascal__s } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { __camel__Key } from './__name__-keys';

/** `GET /api/school/__snake__`: the school's __title__s. */
export const __camel__sQueryOptions = () =>
  routeQueryOptions(list__Pascal__s, { key: [...__camel__Key, 'list'] });

export const use__Pascal__sQuery = () => useQuery(__camel__sQueryOptions());
