import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ApiArea = 'super-admin' | 'common' | 'school' | 'authentication';

/**
 * Who may call a route. `module` names a module of the catalogue: a school user
 * passes only when the role's accessible modules include it; with `parents`, a parent
 * (role 4) passes too, and the handler answers them only about their own children. With
 * `staffOnly`, a parent is refused with that message even when the school gave the parent
 * role the page (the writes and staff views of a module parents read).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'school-user' }
  | { kind: 'module'; module: string; parents?: true; staffOnly?: string }
  | { kind: 'super-admin' };

/** A module's page that only staff may use: a parent is refused with `message` (see `RouteAccess`). */
export const staffOnlyPage = (module: string, message: string) =>
  ({ kind: 'module', module, staffOnly: message }) as const;

export interface RouteDef<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Data extends z.ZodType = z.ZodType,
  Access extends RouteAccess = RouteAccess,
> {
  /** Unique name, module.operation: the server's handler map is keyed by it. */
  id: string;
  method: HttpMethod;
  area: ApiArea;
  /** Path below /api/{area}, with :param segments. */
  path: string;
  /** Kept as its literal kind so the server can type a handler's context by it. */
  access: Access;
  summary: string;
  body?: Body;
  query?: Query;
  params?: Params;
  /** Schema of `data` in the envelope. */
  data: Data;
  /** `file` routes answer bytes (an image, a PDF), not the JSON envelope. */
  produces?: 'json' | 'file';
  /**
   * `multipart` routes take multipart/form-data: `body` checks its text fields and the
   * handler gets the files (at most `maxFileBytes` each). JSON is the default.
   */
  consumes?: 'json' | 'multipart';
  maxFileBytes?: number;
  /** Login and reset routes: counted per IP and per account. */
  rateLimited?: boolean;
  /** Largest request body in bytes, when a route takes more than the app's default (uploads). */
  bodyLimit?: number;
  /** The handler also gets the body's bytes as sent (a webhook signed over its raw body). */
  rawBody?: boolean;
}

export function defineRoute<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Data extends z.ZodType = z.ZodType,
  Access extends RouteAccess = RouteAccess,
>(route: RouteDef<Body, Query, Params, Data, Access>): RouteDef<Body, Query, Params, Data, Access> {
  return route;
}

/** The full URL path of a route, e.g. /api/authentication/login. */
export function fullPath(route: Pick<RouteDef, 'area' | 'path'>): string {
  return `/api/${route.area}${route.path.startsWith('/') ? '' : '/'}${route.path}`;
}

/** Fills :params of a route path. */
export function buildPath(
  route: Pick<RouteDef, 'area' | 'path'>,
  params: Record<string, string | number> = {},
): string {
  return fullPath(route).replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
}

/** The full route behind a RouteMeta; a RouteDef is its own. */
type DefOf<R> = R extends { readonly route?: infer D } ? (D extends RouteDef ? D : R) : R;

export type BodyOf<R> =
  DefOf<R> extends RouteDef<infer B, infer _Q, infer _P, infer _D>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type QueryOf<R> =
  DefOf<R> extends RouteDef<infer _B, infer Q, infer _P, infer _D>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type ParamsOf<R> =
  DefOf<R> extends RouteDef<infer _B, infer _Q, infer P, infer _D>
    ? P extends z.ZodType
      ? z.input<P>
      : undefined
    : never;
export type DataOf<R> =
  DefOf<R> extends RouteDef<infer _B, infer _Q, infer _P, infer D> ? z.output<D> : never;
