import {
  type BodyOf,
  type DataOf,
  messages,
  type ParamsOf,
  type QueryOf,
  type RouteMeta,
} from '@shala/contracts';
import { terminateSession } from '../session/terminate-session';
import { ApiError } from './api-error';
import { buildInit, buildUrl, type QueryValue, type UploadFiles } from './build-request';
import { readEnvelope, readFieldErrors } from './read-envelope';
import { reportError, reportSuccess } from './report-answer';

/** A part is required exactly when the route declares a schema for it. */
type Part<Key extends string, Value> = [Value] extends [undefined]
  ? { [K in Key]?: undefined }
  : { [K in Key]: Value };

/**
 * What a call of route R sends: body, query and params typed by the route's schemas (their
 * input types: what a form holds), and the files of a `consumes: 'multipart'` route.
 */
export type RouteInput<R extends RouteMeta> = Part<'body', BodyOf<R>> &
  Part<'query', QueryOf<R>> &
  Part<'params', ParamsOf<R>> & {
    /** Files of a `consumes: 'multipart'` route, by part name: sent as multipart/form-data. */
    files?: UploadFiles;
  };

/** How a call reports its answer (spec §8). */
export interface CallReport {
  /** Toast the answer's message on success (the spec's notification flag). */
  notifySuccess?: boolean;
  /** Toast no error: the caller shows it, or the spec says the failure is silent. */
  silent?: boolean;
}

export type ApiCallOptions<R extends RouteMeta> = RouteInput<R> &
  CallReport & {
    signal?: AbortSignal;
  };

/** The parts of any route's call, as `callRoute` reads them. */
export interface CallParts {
  body?: unknown;
  query?: unknown;
  params?: unknown;
  files?: UploadFiles;
}

type AnyCallOptions = CallReport & CallParts & { signal?: AbortSignal };

/**
 * Calls one API route of the contracts (the route or its schema-free meta) and answers the
 * envelope's `data`. Throws ApiError; shows the spec's toasts unless `silent`.
 */
export function apiCall<R extends RouteMeta>(
  route: R,
  ...[options]: Partial<ApiCallOptions<R>> extends ApiCallOptions<R>
    ? [ApiCallOptions<R>?]
    : [ApiCallOptions<R>]
): Promise<DataOf<R>> {
  return callRoute(route, options ?? {}) as Promise<DataOf<R>>;
}

/**
 * `apiCall` for the platform's route helpers, whose route is generic: the helper's own
 * signature (by `RouteInput`) keeps the types of the route.
 */
export async function callRoute(route: RouteMeta, options: AnyCallOptions): Promise<unknown> {
  const { body, query, params, notifySuccess = false, silent = false, signal, files } = options;
  const url = buildUrl(
    route,
    params as Record<string, string | number> | undefined,
    query as Record<string, QueryValue> | undefined,
  );

  let response: Response;
  try {
    // A multipart route given no files still takes JSON (the server reads both).
    const upload = route.consumes === 'multipart' && files ? { files } : undefined;
    response = await fetch(url, buildInit(route.method, body, signal, upload));
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const error = new ApiError({ kind: 'network', status: 0, message: messages.networkError });
    if (!silent) reportError(error);
    throw error;
  }

  const envelope = await readEnvelope(response);
  // Cancelled while the body was read (a query refetched as its page closed): no answer, no toast.
  if (signal?.aborted) throw signal.reason;
  if (response.status === 401 && envelope?.status === 'TERMINATE') {
    terminateSession();
  }

  if (!response.ok || !envelope) {
    const error = new ApiError({
      kind: 'http',
      status: response.status,
      message: envelope?.message ?? '',
      envelopeStatus: envelope?.status ?? null,
      fieldErrors: readFieldErrors(envelope?.data),
      data: envelope?.data,
    });
    if (!silent && !error.isTerminated) reportError(error);
    throw error;
  }

  reportSuccess(envelope, notifySuccess);
  return envelope.data;
}
