import type { FastifyInstance } from 'fastify';

/**
 * One log line per answered request (Fastify's own request logging writes two). The line
 * carries the request id, as does any error logged while answering it.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
