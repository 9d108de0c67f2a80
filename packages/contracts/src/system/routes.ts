import { z } from 'zod';
import { defineRoute } from '../core/route.ts';

export const health = defineRoute({
  id: 'system.health',
  method: 'GET',
  area: 'common',
  path: '/health',
  access: { kind: 'public' },
  summary: 'Liveness: answers once the database is reachable',
  data: z.object({ uptimeSeconds: z.number() }),
});

export const systemRoutes = [health];
