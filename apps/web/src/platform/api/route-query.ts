import type { DataOf, RouteMeta } from '@shala/contracts';
import {
  infiniteQueryOptions,
  type QueryKey,
  queryOptions,
  skipToken,
} from '@tanstack/react-query';
import { toast } from '../notify/toast';
import { type CallParts, callRoute, type RouteInput } from './api-client';

/** `input` may be left out when the route takes nothing (no query, params or body). */
type InputOption<R extends RouteMeta, Input> =
  Partial<RouteInput<R>> extends RouteInput<R> ? { input?: Input } : { input: Input };

export type RouteQueryConfig<R extends RouteMeta> = {
  /** The query's key, under its feature's key root (the root is what a write refreshes). */
  key: QueryKey;
  /** Toast no failure: the screen shows it, or the spec says the load is silent (§8). */
  silent?: boolean;
  /** The spec's own toast of a failed load (§8), instead of the server's message. */
  failed?: (error: unknown) => string;
} & InputOption<R, RouteInput<R> | null>;

/**
 * The query options of a route: its key, and a fetcher whose query, params and answer are
 * typed by the contracts route. With `input` null the query waits (a choice is missing).
 */
export function routeQueryOptions<R extends RouteMeta>(route: R, config: RouteQueryConfig<R>) {
  const { key, input, silent = false, failed } = config;
  const load = async (signal: AbortSignal) => {
    try {
      return (await callRoute(route, {
        ...input,
        silent: silent || !!failed,
        signal,
      })) as DataOf<R>;
    } catch (error) {
      if (failed && !signal.aborted) toast.error(failed(error));
      throw error;
    }
  };
  return queryOptions({
    queryKey: key,
    queryFn: input === null ? skipToken : ({ signal }) => load(signal),
  });
}

export interface RoutePagesConfig<R extends RouteMeta> {
  key: QueryKey;
  silent?: boolean;
  /** The call of one page from its page parameter (a skip, or a page number); null waits. */
  input: ((page: number) => RouteInput<R>) | null;
  /** The first page's parameter: 0 (a skip) unless the route counts pages from 1. */
  firstPage?: number;
  /** The next page's parameter after the pages loaded, or undefined at the end. */
  nextPage: (pages: DataOf<R>[]) => number | undefined;
}

/** The infinite-query options of a paged list route (spec §9: the next page loads on scroll). */
export function routePagesOptions<R extends RouteMeta>(route: R, config: RoutePagesConfig<R>) {
  const { key, input, silent = false, firstPage = 0, nextPage } = config;
  return infiniteQueryOptions({
    queryKey: key,
    queryFn:
      input === null
        ? skipToken
        : ({ pageParam, signal }) => {
            const parts: CallParts = input(pageParam);
            return callRoute(route, { ...parts, silent, signal }) as Promise<DataOf<R>>;
          },
    initialPageParam: firstPage,
    getNextPageParam: (_last, pages) => nextPage(pages),
  });
}
