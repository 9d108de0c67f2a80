import {
  createStudentLeave,
  decideStudentLeave,
  deleteStudentLeave,
  listChildLeave,
  searchStudentLeave,
  studentLeaveMessages,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import * as service from './leave-service.ts';

const m = studentLeaveMessages;

/** Handlers of the student leave slice: a parent's requests, the staff search and decision. */
export const studentLeaveHandlers = {
  [listChildLeave.id]: handle(listChildLeave, async ({ query }, ctx) =>
    service.listChildLeave(ctx.scope, query),
  ),
  [searchStudentLeave.id]: handle(searchStudentLeave, async ({ query }, ctx) =>
    service.searchStudentLeave(ctx.scope, query),
  ),
  [createStudentLeave.id]: handle(createStudentLeave, async ({ body }, ctx) => {
    const row = await service.createStudentLeave(ctx.scope, body);
    ctx.message = m.created;
    return row;
  }),
  [deleteStudentLeave.id]: handle(deleteStudentLeave, async ({ params }, ctx) => {
    await service.deleteStudentLeave(ctx.scope, params.id);
    ctx.message = m.deleted;
    return null;
  }),
  [decideStudentLeave.id]: handle(decideStudentLeave, async ({ body }, ctx) => {
    const row = await service.decideStudentLeave(ctx.scope, ctx, body);
    ctx.message = body.status === 'approved' ? m.approved : m.rejected;
    return row;
  }),
};
