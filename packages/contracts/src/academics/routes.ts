import { z } from 'zod';
import { pageOf } from '../core/paging.ts';
import { defineRoute } from '../core/route.ts';
import { lookupRoutes } from './lookup-routes.ts';
import {
  createSessionBodySchema,
  listSessionsQuerySchema,
  newSessionCommitBodySchema,
  newSessionPlanSchema,
  newSessionPreviewQuerySchema,
  sessionIdBodySchema,
  sessionIdParamsSchema,
  sessionRowSchema,
  updateSessionBodySchema,
} from './schemas.ts';
import { structureRoutes } from './structure-routes.ts';

const sessions = { kind: 'module', module: 'sessions' } as const;

export const listSessions = defineRoute({
  id: 'academics.listSessions',
  method: 'GET',
  area: 'school',
  path: '/session',
  access: sessions,
  summary: 'Main sessions with their sub-sessions, newest first, paged',
  query: listSessionsQuerySchema,
  data: pageOf(sessionRowSchema),
});

export const createSession = defineRoute({
  id: 'academics.createSession',
  method: 'POST',
  area: 'school',
  path: '/session',
  access: sessions,
  summary: 'Create a session, or a sub-session when parent_id names its main session',
  body: createSessionBodySchema,
  data: sessionRowSchema,
});

export const updateSession = defineRoute({
  id: 'academics.updateSession',
  method: 'PUT',
  area: 'school',
  path: '/session',
  access: sessions,
  summary: 'Rename a session or change its dates',
  body: updateSessionBodySchema,
  data: sessionRowSchema,
});

export const deleteSession = defineRoute({
  id: 'academics.deleteSession',
  method: 'DELETE',
  area: 'school',
  path: '/session/:id',
  access: sessions,
  summary: 'Delete a session (never the current one, nor one with students)',
  params: sessionIdParamsSchema,
  data: z.null(),
});

export const setCurrentSession = defineRoute({
  id: 'academics.setCurrentSession',
  method: 'PUT',
  area: 'school',
  path: '/session/current',
  access: sessions,
  summary: 'Make a main session the current one (exactly one per school)',
  body: sessionIdBodySchema,
  data: sessionRowSchema,
});

export const previewNewSession = defineRoute({
  id: 'academics.previewNewSession',
  method: 'GET',
  area: 'school',
  path: '/new_session',
  access: sessions,
  summary: 'What starting the next session would create, copy and promote',
  query: newSessionPreviewQuerySchema,
  data: newSessionPlanSchema,
});

export const commitNewSession = defineRoute({
  id: 'academics.commitNewSession',
  method: 'POST',
  area: 'school',
  path: '/new_session',
  access: sessions,
  summary:
    'Start the next session in one transaction: copy the set-up, promote students, make it current',
  body: newSessionCommitBodySchema,
  data: newSessionPlanSchema,
});

export const sessionRoutes = [
  listSessions,
  createSession,
  updateSession,
  deleteSession,
  setCurrentSession,
  previewNewSession,
  commitNewSession,
];

/** Every route of the academics slice. */
export const academicsRoutes = [...sessionRoutes, ...structureRoutes, ...lookupRoutes];
