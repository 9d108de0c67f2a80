import type { RouteDef } from './route.ts';

/**
 * What a client needs to call a route (id, method, area, path, consumes), without the route's
 * zod schemas: the sign-in page calls its routes through these, so zod stays out of its
 * download. `R`, the full route, only carries the types of the body and the answer.
 */
export interface RouteMeta<R extends RouteDef = RouteDef>
  extends Pick<RouteDef, 'id' | 'method' | 'area' | 'path' | 'consumes'> {
  /** Never set: a type-only link to the full route. */
  readonly route?: R;
}

export function defineRouteMeta<R extends RouteDef>(meta: RouteMeta<R>): RouteMeta<R> {
  return meta;
}
