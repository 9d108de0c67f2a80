import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { routeTable } from '@shala/contracts';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serverModules } from './modules/index.ts';
import { answerFrameworkError, installErrorHandler } from './platform/errors.ts';
import { parseJsonBodies } from './platform/http/json-body.ts';
import { buildOpenApi } from './platform/http/openapi.ts';
import { registerRoutes } from './platform/http/register-routes.ts';
import { logRequests } from './platform/http/request-log.ts';
import { refuseCrossOriginWrites } from './platform/http/same-origin.ts';
import { addSecurityHeaders } from './platform/http/security-headers.ts';
import { serveWebApp } from './platform/http/web-app.ts';
import { registerJobs } from './platform/jobs/job-definition.ts';
import type { Services } from './platform/services.ts';

export interface BuildOptions {
  services: Services;
  logger?: boolean;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
}

const uploadRoutes = routeTable.filter((route) => route.consumes === 'multipart');
const jsonRoutes = routeTable.filter((route) => route.consumes !== 'multipart');

/** Builds the HTTP app from its parts; no side effects on import. */
export async function buildApp({
  services,
  logger = false,
  serveWeb = false,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    // One line per request, written by logRequests, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    trustProxy: process.env.TRUST_PROXY === 'true',
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  });
  await app.register(fastifyCookie);
  installErrorHandler(app);
  addSecurityHeaders(app, services.config.mapTileUrl);
  refuseCrossOriginWrites(app);
  parseJsonBodies(app);
  if (logger) logRequests(app);
  const handlers = Object.assign({}, ...serverModules.map((module) => module.handlers));
  registerRoutes(app, jsonRoutes, handlers, services);
  // Only the upload routes parse multipart bodies and pay for the plugin's hooks; any other
  // route refuses such a body as an unsupported media type (415).
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: { files: 1, fields: 20, parts: 21 } });
    registerRoutes(uploads, uploadRoutes, handlers, services);
  });
  registerJobs(
    services,
    serverModules.flatMap((module) => module.jobs ?? []),
  );
  // Closing the app stops the job runner: no new jobs, running ones finish first.
  app.addHook('onClose', () => services.jobs.stop());
  const openApi = buildOpenApi(routeTable);
  app.get('/api/docs', async () => openApi);
  if (serveWeb) await serveWebApp(app);
  return app;
}
