import type { RouteAccess, RouteDef } from '@shala/contracts';
import type { z } from 'zod';
import type { HandlerInput, RequestContext, SignedInContext } from './context.ts';

/** A handler as the registry stores it; `handle` types it against its route at definition. */
export type AnyHandler = ((
  input: HandlerInput<never, never, never>,
  ctx: RequestContext,
) => Promise<unknown>) &
  HandlerOptions<HandlerInput<never, never, never>, unknown>;

export interface HandlerOptions<I = never, X = unknown> {
  /**
   * The handler sends at most one statement (one update, say): on PostgreSQL it commits with
   * that statement, in one round trip, holding the rows it locks only while it runs. A second
   * statement fails the request (TransactionClient), so a handler that grows one must drop
   * this.
   */
  singleStatement?: true;
  /**
   * Work that needs no database, done before the request's transaction opens (reading an
   * upload's file in a worker), so that the request holds no connection while it runs (on
   * PGlite the one connection every request waits for). Its answer is the handler's
   * `input.prepared`.
   */
  beforeTransaction?: (input: I) => Promise<X>;
}

type In<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A public route may run without a tenant or user; every other kind has both (runRoute checks). */
export type ContextFor<A extends RouteAccess> = A extends { kind: 'public' }
  ? RequestContext
  : SignedInContext;

/** Types a handler by its route definition: its input, its answer and its context. */
export function handle<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
  D extends z.ZodType,
  A extends RouteAccess,
  X = undefined,
>(
  _route: RouteDef<B, Q, P, D, A>,
  handler: (
    input: HandlerInput<In<B>, In<Q>, In<P>> & { prepared: X },
    ctx: ContextFor<A>,
  ) => Promise<z.input<D>>,
  options: HandlerOptions<HandlerInput<In<B>, In<Q>, In<P>>, X> = {},
): AnyHandler {
  return Object.assign(handler as AnyHandler, options);
}
