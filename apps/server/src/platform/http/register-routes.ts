import type { RouteDef } from '@shala/contracts';
import { fullPath, messages, toFieldErrors } from '@shala/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { enterPlatformSql, enterTenantSql } from '../db/tenant-scope.ts';
import { AppError } from '../errors.ts';
import { scopeOf } from '../scope.ts';
import type { Services } from '../services.ts';
import type { HandlerInput, RequestContext } from './context.ts';
import type { AnyHandler } from './handle.ts';
import { type Caller, identifyCaller } from './identify-caller.ts';
import { readUpload } from './multipart.ts';
import { enforceRateLimit } from './rate-limit-guard.ts';
import { keepRawBody, rawBodyOf } from './raw-body.ts';

/**
 * Registers every route of the table. The chain reads as a sentence: before the body is read,
 * resolve the school, authenticate and authorize (`identifyCaller`); then read the upload,
 * validate, rate limit, do what needs no database (`beforeTransaction`), open the tenant's
 * transaction, handle, present.
 */
export function registerRoutes(
  app: FastifyInstance,
  routes: readonly RouteDef[],
  handlers: Record<string, AnyHandler>,
  services: Services,
): void {
  for (const route of routes) {
    const handler = handlers[route.id];
    if (!handler) throw new Error(`No handler for route ${route.id}`);
    app.route({
      method: route.method,
      url: fullPath(route),
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      ...(route.rawBody ? { preParsing: keepRawBody } : {}),
      onRequest: async (request, reply) => {
        callers.set(request, await identifyCaller(route, services, request, reply));
      },
      handler: (request, reply) => runRoute(route, handler, services, request, reply),
    });
  }
}

const callers = new WeakMap<FastifyRequest, Caller>();

async function runRoute(
  route: RouteDef,
  handler: AnyHandler,
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const caller = callers.get(request);
  if (!caller) throw new Error(`Route ${route.id} ran without identifying its caller`);
  const upload = await readUpload(route, request);
  const input = {
    body: parse(route.body, upload ? upload.fields : (request.body ?? {})),
    query: parse(route.query, request.query),
    params: parse(route.params, request.params),
    files: upload?.files ?? [],
    rawBody: route.rawBody ? rawBodyOf(request) : undefined,
  };
  if (route.rateLimited) enforceRateLimit(services.rateLimits, request, input.body);
  const prepared = await handler.beforeTransaction?.(input as HandlerInput<never, never, never>);

  const enter =
    route.access.kind === 'super-admin' ? enterPlatformSql : enterTenantSql(caller.tenant?.id ?? 0);
  // A GET reads: the database refuses it any write
  // (docs/decisions/0165-get-requests-are-read-only.md).
  const mode =
    route.method === 'GET' ? 'read-only' : handler.singleStatement ? 'single-statement' : undefined;
  const ctx = await services.database.transaction(
    enter,
    async (tx) => {
      const context: RequestContext = {
        tx,
        ...caller,
        scope: caller.tenant ? scopeOf(tx, caller.tenant, caller.user) : null,
        services,
        request,
        reply,
        message: 'Success',
        afterCommit: [],
      };
      const data = await handler(
        { ...input, prepared } as HandlerInput<never, never, never>,
        context,
      );
      return { context, data };
    },
    { mode },
  );
  runAfterCommit(ctx.context);
  if (ctx.context.failAfterCommit) throw ctx.context.failAfterCommit;
  if (reply.sent) return reply;
  return reply.send({
    status: true,
    message: ctx.context.message,
    result: true,
    data: ctx.data ?? null,
  });
}

function runAfterCommit(context: RequestContext): void {
  for (const work of context.afterCommit) {
    work().catch((err: unknown) => context.request.log.error({ err }, 'after-commit work failed'));
  }
}

function parse(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const errors = toFieldErrors(parsed.error);
    throw new AppError('BAD_REQUEST', errors[0]?.message ?? messages.somethingWentWrong, errors);
  }
  // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the query (a 500).
  const field = findNulCharacter(parsed.data, '');
  if (field !== null) {
    const message = 'Text may not contain a NUL character';
    throw new AppError('BAD_REQUEST', message, [{ field: field || 'body', message }]);
  }
  return parsed.data;
}

/**
 * The path of the first string holding U+0000, or null; only the paths looked into are built.
 * Its recursion is bounded: JSON bodies are refused beyond `maxJsonDepth` levels when parsed.
 */
function findNulCharacter(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    const suspect =
      typeof item === 'string'
        ? item.includes('\u0000')
        : item !== null && typeof item === 'object';
    if (!suspect) continue;
    const found = findNulCharacter(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}
