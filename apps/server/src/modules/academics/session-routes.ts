import {
  commitNewSession,
  createSession,
  deleteSession,
  listSessions,
  previewNewSession,
  sessionMessages,
  setCurrentSession,
  updateSession,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import { commitNewSession as commitRun } from './commit-new-session.ts';
import { planNewSession } from './plan-new-session.ts';
import { listMainSessions, presentSession } from './session-queries.ts';
import * as sessions from './write-sessions.ts';

const m = sessionMessages;

export const sessionHandlers = {
  [listSessions.id]: handle(listSessions, async ({ query }, ctx) =>
    listMainSessions(ctx.tx, ctx.tenant.id, query),
  ),

  [createSession.id]: handle(createSession, async ({ body }, ctx) => {
    const created = await sessions.createSession(ctx.tx, ctx.tenant.id, body);
    ctx.message = m.created;
    return presentSession(ctx.tx, ctx.tenant.id, created);
  }),

  [updateSession.id]: handle(updateSession, async ({ body }, ctx) => {
    const updated = await sessions.updateSession(ctx.tx, ctx.tenant.id, body);
    ctx.message = m.updated;
    return presentSession(ctx.tx, ctx.tenant.id, updated);
  }),

  [deleteSession.id]: handle(deleteSession, async ({ params }, ctx) => {
    await sessions.deleteSession(ctx.tx, ctx.tenant.id, params.id);
    ctx.message = m.deleted;
    return null;
  }),

  [setCurrentSession.id]: handle(setCurrentSession, async ({ body }, ctx) => {
    const current = await sessions.setCurrentSession(ctx.tx, ctx.tenant.id, body.id);
    ctx.message = m.madeCurrent;
    return presentSession(ctx.tx, ctx.tenant.id, current);
  }),

  [previewNewSession.id]: handle(previewNewSession, async ({ query }, ctx) => {
    const { plan } = await planNewSession(ctx.tx, ctx.tenant.id, {
      copyTeachers: query.copy_teacher_allocations,
    });
    return plan;
  }),

  [commitNewSession.id]: handle(commitNewSession, async ({ body }, ctx) => {
    const plan = await commitRun(ctx.tx, ctx.tenant.id, body);
    ctx.message = m.started(
      plan.target.session_name,
      plan.totals.promoted,
      plan.totals.passing_out,
    );
    return plan;
  }),
};
