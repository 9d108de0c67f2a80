import { fullPath, messages, routeTable } from '@shala/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, rootHost, type TestApp } from '../../../test/helpers/test-app.ts';
import { AppError, installErrorHandler } from '../errors.ts';

interface Operation {
  operationId: string;
  parameters: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
type OpenApiDoc = { openapi: string; paths: Record<string, Record<string, Operation>> };

const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('GET /api/docs', () => {
  let t: TestApp;
  let doc: OpenApiDoc;

  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { host: rootHost },
    });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  afterAll(() => t?.close());

  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('has one operation per route of the table, by method and path', () => {
    for (const route of routeTable) {
      const path = openApiPath(fullPath(route));
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${path} (${route.id})`).toBeDefined();
      expect(operation!.operationId).toBe(route.id);
      expect(Boolean(operation!.requestBody), `request body of ${route.id}`).toBe(
        Boolean(route.body),
      );
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(
        operation!.parameters.filter((p) => p.in === 'path').map((p) => p.name),
        `path parameters of ${route.id}`,
      ).toEqual(pathParams);
    }
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      routeTable.map((route) => `${route.method} ${openApiPath(fullPath(route))}`).sort(),
    );
  });

  it('documents 401 and 403 only for routes that need a session', () => {
    for (const route of routeTable) {
      const operation = doc.paths[openApiPath(fullPath(route))]![route.method.toLowerCase()]!;
      const guarded = route.access.kind !== 'public';
      expect(Object.keys(operation.responses).includes('401'), route.id).toBe(guarded);
    }
  });
});

describe('the error handler', () => {
  const buildBareApp = () => {
    const app = Fastify({ genReqId: () => 'req-test-42' });
    installErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('secret detail');
    });
    app.get('/taken', async () => {
      throw new AppError('CONFLICT', 'Already taken.');
    });
    app.post('/echo', async (request) => request.body);
    return app;
  };

  it('answers 500 without internals, with the request id in the message', async () => {
    const app = buildBareApp();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret detail');
    expect(response.body).not.toContain('stack');
    expect(response.json()).toEqual({
      status: false,
      message: `${messages.somethingWentWrong} (request req-test-42)`,
      result: false,
      data: null,
    });
    await app.close();
  });

  it('maps an AppError to its status and message, and bad JSON and unknown routes to the envelope', async () => {
    const app = buildBareApp();
    const taken = await app.inject({ method: 'GET', url: '/taken' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      status: false,
      message: 'Already taken.',
      result: false,
      data: null,
    });
    const badJson = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({
      status: false,
      message: 'The request body is not valid JSON',
    });
    const missing = await app.inject({ method: 'GET', url: '/nowhere?x=1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: false,
      message: 'No route GET /nowhere',
      result: false,
      data: null,
    });
    await app.close();
  });
});
