import type { RouteAccess, RouteDef } from '@shala/contracts';
import type { z } from 'zod';
import type { HandlerInput, RequestContext, SignedInContext } from './context.ts';

/** A handler as the registry stores it; `handle` types it against its route at definition. */
export type AnyHandler = ((
  input: HandlerInput<never, never, never>,
  ctx: RequestContext,
) => Promise<unknown>) &
  HandlerOptions;

export interface HandlerOptions {
  /**
   * The handler sends at most one statement (one update, say): on PostgreSQL it commits with
   * that statement, in one round trip, holding the rows it locks only while it runs. A second
   * statement fails the request (TransactionClient), so a handler that grows one must drop
   * this.
   */
  singleStatement?: true;
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
>(
  _route: RouteDef<B, Q, P, D, A>,
  handler: (input: HandlerInput<In<B>, In<Q>, In<P>>, ctx: ContextFor<A>) => Promise<z.input<D>>,
  options: HandlerOptions = {},
): AnyHandler {
  return Object.assign(handler as AnyHandler, options);
}
