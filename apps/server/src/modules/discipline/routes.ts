import {
  createIncident,
  deleteIncident,
  disciplineMessages,
  listIncidents,
  listStudentIncidents,
  notifyIncident,
  updateIncident,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import { notifyIncidentParents } from './incident-notify.ts';
import * as service from './incidents-service.ts';

const m = disciplineMessages;

/** Handlers of the discipline slice: add, list, a student's, update, delete, notify parents. */
export const disciplineHandlers = {
  [createIncident.id]: handle(createIncident, async ({ body }, ctx) => {
    const row = await service.createIncident(ctx.scope, body);
    ctx.message = m.created;
    return row;
  }),
  [listIncidents.id]: handle(listIncidents, async ({ query }, ctx) =>
    service.listIncidents(ctx.scope, query),
  ),
  [listStudentIncidents.id]: handle(listStudentIncidents, async ({ params }, ctx) =>
    service.listStudentIncidents(ctx.scope, params.id),
  ),
  [updateIncident.id]: handle(updateIncident, async ({ body }, ctx) => {
    const row = await service.updateIncident(ctx.scope, body);
    ctx.message = m.updated;
    return row;
  }),
  [deleteIncident.id]: handle(deleteIncident, async ({ params }, ctx) => {
    await service.deleteIncident(ctx.scope, params.id);
    ctx.message = m.deleted;
    return null;
  }),
  [notifyIncident.id]: handle(notifyIncident, async ({ body }, ctx) => {
    const sent = await notifyIncidentParents(ctx.scope, ctx, body);
    ctx.message = m.notified;
    return sent;
  }),
};
