import { type BodyOf, buildPath, type DataOf, type QueryOf, type RouteDef } from '@shala/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { hostOf, signIn, type TestApp } from './test-app.ts';

/** Who calls and how: the host, the session cookie, and wire overrides for junk requests. */
export interface CallOptions {
  host: string;
  cookie?: string;
  headers?: Record<string, string>;
  /** Sent as the body instead of `input.body`, as is (for bodies that are not JSON). */
  raw?: { payload: string; contentType: string };
  /** Sent as the path instead of the route's (for paths no client library would build). */
  rawPath?: string;
}

/** Any route's input as sent: the body a JSON value; query and params records. */
export interface WireInput {
  body?: unknown;
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Sends a route's input through `inject` as a browser would: params in the path, the query
 * string, a JSON body. Untyped, for the guard suites' generated samples; tests use `call`.
 */
export function sendRoute(
  app: FastifyInstance,
  route: RouteDef,
  input: WireInput,
  options: CallOptions,
): Promise<LightMyRequestResponse> {
  const params = (input.params ?? {}) as Record<string, string>;
  const url = (options.rawPath ?? buildPath(route, params)) + queryString(input.query);
  const headers: Record<string, string> = { host: options.host, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  let payload: string | undefined;
  if (options.raw) {
    payload = options.raw.payload;
    headers['content-type'] = options.raw.contentType;
  } else if (route.body && input.body !== undefined) {
    payload = JSON.stringify(input.body);
    headers['content-type'] = 'application/json';
  }
  return app.inject({ method: route.method, url, headers, payload });
}

type ParamsOf<R> =
  R extends RouteDef<infer _B, infer _Q, infer P, infer _D>
    ? P extends z.ZodType
      ? z.input<P>
      : undefined
    : never;

/** A part is required exactly when the route declares a schema for it. */
type Part<Key extends string, Value> = [Value] extends [undefined]
  ? { [K in Key]?: undefined }
  : { [K in Key]: Value };

/**
 * A schema's input with every key that may be undefined made optional, deeply: fields the
 * schemas preprocess are typed `unknown`, which TypeScript would otherwise require.
 */
type Loose<T> = T extends readonly (infer E)[]
  ? Loose<E>[]
  : T extends Record<string, unknown>
    ? { [K in keyof T as undefined extends T[K] ? K : never]?: Loose<T[K]> } & {
        [K in keyof T as undefined extends T[K] ? never : K]: Loose<T[K]>;
      }
    : T;

export type CallInput<R extends RouteDef> = Part<'body', Loose<BodyOf<R>>> &
  Part<'query', Loose<QueryOf<R>>> &
  Part<'params', Loose<ParamsOf<R>>>;

/** The input argument: optional when the route takes none. */
type InputArgs<R extends RouteDef> =
  Partial<CallInput<R>> extends CallInput<R> ? [CallInput<R>?] : [CallInput<R>];

export interface Answer<T> {
  status: number;
  body: { status: boolean | 'TERMINATE'; message: string; result: boolean; data: T };
  response: LightMyRequestResponse;
}

/**
 * One caller of the API: `call` answers status and envelope, `ok` expects 200 and answers
 * the data, `refused` expects a 400 whose first field error names `field`.
 */
export interface Client {
  host: string;
  cookie?: string;
  call<R extends RouteDef>(route: R, ...input: InputArgs<R>): Promise<Answer<DataOf<R>>>;
  ok<R extends RouteDef>(route: R, ...input: InputArgs<R>): Promise<DataOf<R>>;
  refused<R extends RouteDef>(
    route: R,
    input: CallInput<R>,
    field: string,
    message: string | RegExp,
  ): Promise<void>;
}

/** A client calling as `options` (anonymous without a cookie). */
export function clientOf(app: FastifyInstance, options: CallOptions): Client {
  const call = async <R extends RouteDef>(
    route: R,
    ...[input]: InputArgs<R>
  ): Promise<Answer<DataOf<R>>> => {
    const response = await sendRoute(app, route, (input ?? {}) as WireInput, options);
    return { status: response.statusCode, body: response.json(), response };
  };
  return {
    host: options.host,
    cookie: options.cookie,
    call,
    async ok(route, ...input) {
      const answer = await call(route, ...input);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data;
    },
    async refused(route, input, field, message) {
      const answer = await call(route, ...([input] as InputArgs<typeof route>));
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      const errors = (answer.body.data as { errors: Array<{ field: string }> }).errors;
      expect(errors[0]!.field).toBe(field);
      expect(answer.body.message).toMatch(message);
      if (typeof message === 'string') expect(answer.body.message).toBe(message);
    },
  };
}

/** Signs `username` in on a school's host and answers their client. */
export async function signedInClient(
  t: TestApp,
  subdomain: string,
  username: string,
  password = 'demo1234',
): Promise<Client> {
  const host = hostOf(subdomain);
  return clientOf(t.app, { host, cookie: await signIn(t.app, host, username, password) });
}

/** Field errors of a refusal: field → message. */
export function fieldErrorsOf(answer: { body: { data: unknown } }): Record<string, string> {
  const errors = (answer.body.data as { errors?: Array<{ field: string; message: string }> } | null)
    ?.errors;
  const byField: Record<string, string> = {};
  for (const error of errors ?? []) byField[error.field] ??= error.message;
  return byField;
}
