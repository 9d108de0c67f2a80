import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import {
  createHolidayBodySchema,
  holidayIdParamsSchema,
  holidayRowSchema,
  listHolidaysQuerySchema,
  updateHolidayBodySchema,
} from './schemas.ts';

const holidaysRead = { kind: 'module', module: 'holidays', parents: true } as const;
const holidaysWrite = { kind: 'module', module: 'holidays:holiday' } as const;

export const listHolidays = defineRoute({
  id: 'holidays.list',
  method: 'GET',
  area: 'school',
  path: '/holiday',
  access: holidaysRead,
  summary: "Holidays of a calendar year, by start date; parents see the students' holidays",
  query: listHolidaysQuerySchema,
  data: z.array(holidayRowSchema),
});

export const createHoliday = defineRoute({
  id: 'holidays.create',
  method: 'POST',
  area: 'school',
  path: '/holiday',
  access: holidaysWrite,
  summary: 'Add a holiday: name, start and end date, for students, staff or both',
  body: createHolidayBodySchema,
  data: holidayRowSchema,
});

export const updateHoliday = defineRoute({
  id: 'holidays.update',
  method: 'PUT',
  area: 'school',
  path: '/holiday',
  access: holidaysWrite,
  summary: 'Change a holiday',
  body: updateHolidayBodySchema,
  data: holidayRowSchema,
});

export const deleteHoliday = defineRoute({
  id: 'holidays.delete',
  method: 'DELETE',
  area: 'school',
  path: '/holiday/:id',
  access: holidaysWrite,
  summary: 'Delete a holiday',
  params: holidayIdParamsSchema,
  data: z.null(),
});

export const holidayRoutes = [listHolidays, createHoliday, updateHoliday, deleteHoliday] as const;
