import type { RouteDef } from '@shala/contracts';
import { envelopeSchema, fullPath } from '@shala/contracts';
import { z } from 'zod';

/** An OpenAPI 3.1 document generated from the route table. */
export function buildOpenApi(routes: readonly RouteDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = fullPath(route).replace(/:([A-Za-z_]+)/g, '{$1}');
    const operation: Record<string, unknown> = {
      operationId: route.id,
      summary: route.summary,
      tags: [route.id.split('.')[0]],
      'x-access': route.access,
      parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
      responses: {
        200:
          route.produces === 'file'
            ? { description: 'A file' }
            : {
                description: 'Success',
                content: { 'application/json': { schema: toJson(envelopeSchema(route.data)) } },
              },
        400: { description: 'Bad input: the message names the field' },
        ...(route.access.kind === 'public'
          ? {}
          : {
              401: { description: 'No live session: status TERMINATE' },
              403: { description: 'Role lacks access' },
            }),
      },
    };
    if (route.body && route.consumes === 'multipart') {
      const fields = toJson(route.body) as { properties?: Record<string, unknown> };
      const properties = { ...fields.properties, file: { type: 'string', format: 'binary' } };
      operation.requestBody = {
        required: true,
        content: { 'multipart/form-data': { schema: { ...fields, properties } } },
      };
    } else if (route.body)
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toJson(route.body) } },
      };
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shala API',
      version: '1.0.0',
      description: 'Every answer is the envelope {status, message, result, data}.',
    },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'shala_session' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
    paths,
  };
}

function toJson(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = toJson(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}
