import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serverRoot } from '../server-root.ts';

export const webDistDir = path.resolve(serverRoot, '../web/dist');

/** Content-hashed build files never change under their name; everything else is revalidated. */
function cacheControlOf(file: string): string {
  return file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built web app, its brotli or gzip copy when the browser takes one (written at
 * build); any non-API GET that matches no file gets index.html (client routing).
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir = process.env.WEB_DIST_DIR || webDistDir,
): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`web app not built (${distDir}); run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlOf(path.relative(distDir, filePath)));
    },
  });
  app.get('/*', (request, reply) => {
    // A build file that is gone (an old tab after a deploy) is a 404, never the page.
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) {
      return reply.callNotFound();
    }
    return reply.sendFile('index.html');
  });
}
