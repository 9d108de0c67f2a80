import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../platform/db/connect.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';
import { seedRegisteredDemoSchool } from './seed-demo-school.ts';

/**
 * Test servers only (main.ts mounts it with SHALA_DEMO_SCHOOL_ROUTE=1, never in production):
 * `POST /api/test/demo-school/:subdomain` fills a school just registered through the platform
 * API with the demo's users and data, so each Chromium journey file works in a school of its
 * own without a server of its own. 404 when the school is unknown or not fresh.
 */
export function registerDemoSchoolRoute(
  app: FastifyInstance,
  db: AppDb,
  storage: FileStorage,
): void {
  app.post<{ Params: { subdomain: string } }>(
    '/api/test/demo-school/:subdomain',
    async (request, reply) => {
      const seeded = await seedRegisteredDemoSchool(db, request.params.subdomain, storage);
      if (!seeded) return reply.code(404).send({ message: 'No fresh school with that subdomain.' });
      return { message: 'Demo data added.' };
    },
  );
}
