import type { BodyOf, DataOf, RouteMeta } from '@shala/contracts';
import {
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { type CallParts, type CallReport, callRoute, type RouteInput } from './api-client';

/** The call's parts from the mutation's variables (a file may first need reading). */
type ToInput<R extends RouteMeta, Variables> = (
  variables: Variables,
) => RouteInput<R> | Promise<RouteInput<R>>;

/**
 * `input` turns the mutation's variables into the call's parts; it may be left out when the
 * variables are the route's body (what the form holds, the body schema's input type) and the
 * route needs nothing else.
 */
type InputOption<R extends RouteMeta, Variables> =
  { body: Variables } extends RouteInput<R>
    ? { input?: ToInput<R, Variables> }
    : { input: ToInput<R, Variables> };

export type RouteMutationConfig<
  R extends RouteMeta,
  Variables,
  OnMutateResult = unknown,
> = CallReport &
  Omit<UseMutationOptions<DataOf<R>, Error, Variables, OnMutateResult>, 'mutationFn'> & {
    /** The query roots the write changes: refreshed after it (before `mutate` settles). */
    refreshes?: readonly QueryKey[];
    /** Refresh once the write succeeded (the default), or whatever its end. */
    refreshOn?: 'success' | 'settled';
  } & InputOption<R, Variables>;

/** Waits for every query under the roots to refetch (the lists show the write). */
function refreshQueries(queryClient: QueryClient, roots: readonly QueryKey[]) {
  return Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * The mutation options of a write route: variables typed by the route's body (or by `input`),
 * the spec's toasts by `notifySuccess` and `silent`, then the `refreshes` roots invalidated.
 * The caller's own `onSuccess`/`onSettled` run first.
 */
export function routeMutationOptions<
  R extends RouteMeta,
  Variables = BodyOf<R>,
  OnMutateResult = unknown,
>(
  queryClient: QueryClient,
  route: R,
  config: RouteMutationConfig<R, Variables, OnMutateResult>,
): UseMutationOptions<DataOf<R>, Error, Variables, OnMutateResult> {
  const {
    input,
    notifySuccess,
    silent,
    refreshes = [],
    refreshOn = 'success',
    ...options
  } = config;
  const toInput = input ?? ((variables: Variables) => ({ body: variables }));
  return {
    ...options,
    mutationFn: async (variables) => {
      const parts: CallParts = await toInput(variables);
      return (await callRoute(route, { ...parts, notifySuccess, silent })) as DataOf<R>;
    },
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      if (refreshOn === 'success') await refreshQueries(queryClient, refreshes);
    },
    onSettled: async (...args) => {
      await options.onSettled?.(...args);
      if (refreshOn === 'settled') await refreshQueries(queryClient, refreshes);
    },
  };
}

/** The one hook of a write route (see `routeMutationOptions`). */
export function useRouteMutation<
  R extends RouteMeta,
  Variables = BodyOf<R>,
  OnMutateResult = unknown,
>(route: R, config: RouteMutationConfig<R, Variables, OnMutateResult>) {
  return useMutation(routeMutationOptions(useQueryClient(), route, config));
}
