import type { BodyOf, DataOf, QueryOf, RouteDef } from '@shala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../platform/api/api-client';

type Call<R extends RouteDef> = (route: R, options: object) => Promise<DataOf<R>>;

/**
 * A GET route with its query under a feature's key root, run once `query` is complete (not
 * null; undefined for routes without a query). Errors are silent: screens show them inline.
 */
export function useRouteQuery<R extends RouteDef>(
  root: readonly string[],
  route: R,
  query: QueryOf<R> | null,
) {
  return useQuery<DataOf<R>>({
    queryKey: [...root, route.id, query],
    queryFn: ({ signal }) =>
      (apiCall as Call<R>)(route, { query: query ?? undefined, signal, silent: true }),
    enabled: query !== null,
  });
}

/** A write route: toasts its message (or error), then refreshes every query of the root. */
export function useRouteSave<R extends RouteDef>(root: readonly string[], route: R) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body?: BodyOf<R>; params?: Record<string, number> }) =>
      (apiCall as Call<R>)(route, { ...input, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
