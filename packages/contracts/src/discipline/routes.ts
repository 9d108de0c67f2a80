import { z } from 'zod';
import { parentNotifyResultSchema } from '../core/parent-notify.ts';
import { defineRoute, staffOnlyPage } from '../core/route.ts';
import {
  createIncidentBodySchema,
  disciplineMessages,
  incidentIdParamsSchema,
  incidentRowSchema,
  incidentStudentParamsSchema,
  listIncidentsQuerySchema,
  notifyIncidentBodySchema,
  updateIncidentBodySchema,
} from './schemas.ts';

/** Readers: staff with a discipline page, and parents (only their children's incidents). */
const incidentsRead = { kind: 'module', module: 'discipline' } as const;
/** §6: parents read their children's incidents; they never add, edit, delete or notify. */
const addPage = 'discipline:add_discipline_incident';
const incidentsAdd = staffOnlyPage(addPage, disciplineMessages.parentsCannotAdd);
const incidentsChange = staffOnlyPage(addPage, disciplineMessages.parentsCannotChange);

export const createIncident = defineRoute({
  id: 'discipline.create',
  method: 'POST',
  area: 'school',
  path: '/incident/add',
  access: incidentsAdd,
  summary: 'Record a discipline incident of a student',
  body: createIncidentBodySchema,
  data: incidentRowSchema,
});

export const listIncidents = defineRoute({
  id: 'discipline.list',
  method: 'GET',
  area: 'school',
  path: '/incident',
  access: incidentsRead,
  summary:
    "Incidents of a session, class and section; a parent gets their children's, a teacher (role 6) those of their classes",
  query: listIncidentsQuerySchema,
  data: z.array(incidentRowSchema),
});

export const listStudentIncidents = defineRoute({
  id: 'discipline.ofStudent',
  method: 'GET',
  area: 'school',
  path: '/incident/:id',
  access: incidentsRead,
  summary: "One student's incidents, latest first (a parent: only their own child)",
  params: incidentStudentParamsSchema,
  data: z.array(incidentRowSchema),
});

export const updateIncident = defineRoute({
  id: 'discipline.update',
  method: 'PUT',
  area: 'school',
  path: '/incident',
  access: incidentsChange,
  summary: 'Update Incident: type, date, consequences, details',
  body: updateIncidentBodySchema,
  data: incidentRowSchema,
});

export const deleteIncident = defineRoute({
  id: 'discipline.delete',
  method: 'DELETE',
  area: 'school',
  path: '/incident/:id',
  access: incidentsChange,
  summary: 'Delete an incident',
  params: incidentIdParamsSchema,
  data: z.null(),
});

export const notifyIncident = defineRoute({
  id: 'discipline.notify',
  method: 'POST',
  area: 'school',
  path: '/incident/notify',
  access: incidentsChange,
  summary:
    'Notify Parent: the chosen parents of the student by SMS, e-mail and web push, once each',
  body: notifyIncidentBodySchema,
  data: parentNotifyResultSchema,
});

export const disciplineRoutes = [
  createIncident,
  listIncidents,
  listStudentIncidents,
  updateIncident,
  deleteIncident,
  notifyIncident,
] as const;
