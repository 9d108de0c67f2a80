import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const webDistDir = path.resolve(import.meta.dirname, '../../../../web/dist');

/** Serves the built web app; any non-API GET that matches no file gets index.html (client routing). */
export async function serveWebApp(
  app: FastifyInstance,
  distDir = process.env.WEB_DIST_DIR || webDistDir,
): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`web app not built (${distDir}); run npm run build`);
    return;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    const file = request.url.split('?')[0]!.slice(1);
    if (file && /\.[a-z0-9]+$/i.test(file) && existsSync(path.join(distDir, file))) {
      const cache = file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      return reply.header('cache-control', cache).sendFile(file);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
