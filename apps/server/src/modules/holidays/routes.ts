import {
  createHoliday,
  deleteHoliday,
  holidayMessages,
  listHolidays,
  updateHoliday,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import * as service from './holidays-service.ts';

const m = holidayMessages;
const parentRole = 4;

/** Handlers of the holidays slice: the list (a parent sees the students' holidays), add, edit, delete. */
export const holidayHandlers = {
  [listHolidays.id]: handle(listHolidays, async ({ query }, ctx) => {
    const year = query.year ?? Number(ctx.scope.today.slice(0, 4));
    const audience = ctx.user.roleId === parentRole ? 'students' : query.for;
    return service.listHolidays(ctx.scope, { year, audience });
  }),

  [createHoliday.id]: handle(createHoliday, async ({ body }, ctx) => {
    const created = await service.createHoliday(ctx.scope, ctx.user.id, body);
    ctx.message = m.created;
    return created;
  }),

  [updateHoliday.id]: handle(updateHoliday, async ({ body }, ctx) => {
    const updated = await service.updateHoliday(ctx.scope, body);
    ctx.message = m.updated;
    return updated;
  }),

  [deleteHoliday.id]: handle(deleteHoliday, async ({ params }, ctx) => {
    await service.deleteHoliday(ctx.scope, params.id);
    ctx.message = m.deleted;
    return null;
  }),
};
