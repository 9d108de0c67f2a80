import {
  type CreateIncidentBody,
  disciplineMessages,
  type IncidentRow,
  roleIds,
  todayIn,
  type UpdateIncidentBody,
} from '@shala/contracts';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { listTeacherPlaces, resolveSession } from '../academics/index.ts';
import { findStudentPlaces, listChildIds, studentExists } from '../students/index.ts';
import { readIncidentRows } from './incident-rows.ts';
import { incidents } from './tables.ts';

const m = disciplineMessages;

/** What a caller may see: a parent their children's, a teacher (role 6) their classes' and their own. */
async function visibleIncidents(ctx: SignedInContext, sessionId: number): Promise<SQL | undefined> {
  if (ctx.user.roleId === roleIds.parent) {
    const children = await listChildIds(ctx.tx, ctx.tenant.id, ctx.user.id);
    return children.length ? inArray(incidents.studentId, children) : sql`false`;
  }
  if (ctx.user.roleId === roleIds.teacher) {
    const places = await listTeacherPlaces(ctx.tx, ctx.tenant.id, sessionId, ctx.user.id);
    return or(
      eq(incidents.addedBy, ctx.user.id),
      ...places.map((place) =>
        and(
          eq(incidents.classId, place.classId),
          place.sectionId === null ? undefined : eq(incidents.sectionId, place.sectionId),
        ),
      ),
    );
  }
  return undefined;
}

function checkDate(ctx: SignedInContext, date: string) {
  if (date > todayIn(ctx.tenant.timeZone)) throw badRequest(m.futureDate, 'incident_date');
}

export async function findIncident(ctx: SignedInContext, id: number): Promise<IncidentRow> {
  const [row] = await readIncidentRows(ctx.tx, ctx.tenant.id, eq(incidents.id, id));
  if (!row) throw notFound(m.incidentNotFound);
  return row;
}

export async function createIncident(ctx: SignedInContext, body: CreateIncidentBody) {
  checkDate(ctx, body.incident_date);
  const session = await resolveSession(ctx.tx, ctx.tenant.id, body.session_id);
  const place = (await findStudentPlaces(ctx.tx, ctx.tenant.id, session.id, [body.student_id])).get(
    body.student_id,
  );
  if (!place) throw notFound(m.studentNotFound);
  if (place.classId !== body.class_id || (body.section_id && place.sectionId !== body.section_id))
    throw badRequest(m.notInClass, 'student_id');
  const [row] = await ctx.tx
    .insert(incidents)
    .values({
      tenantId: ctx.tenant.id,
      sessionId: session.id,
      classId: place.classId,
      sectionId: place.sectionId,
      studentId: place.studentId,
      incidentType: body.incident_type,
      incidentDate: body.incident_date,
      consequences: body.consequences,
      incidentDetails: body.incident_details,
      addedBy: ctx.user.id,
    })
    .returning({ id: incidents.id });
  return findIncident(ctx, row!.id);
}

/** The incident list: the filter for staff; parents and teachers get their own view. */
export async function listIncidents(
  ctx: SignedInContext,
  query: { session_id?: number; class_id?: number; section_id?: number },
) {
  const session = await resolveSession(ctx.tx, ctx.tenant.id, query.session_id);
  const scoped = ctx.user.roleId === roleIds.parent || ctx.user.roleId === roleIds.teacher;
  const visible = await visibleIncidents(ctx, session.id);
  return readIncidentRows(
    ctx.tx,
    ctx.tenant.id,
    and(
      ctx.user.roleId === roleIds.parent ? undefined : eq(incidents.sessionId, session.id),
      visible,
      !scoped && query.class_id ? eq(incidents.classId, query.class_id) : undefined,
      !scoped && query.section_id ? eq(incidents.sectionId, query.section_id) : undefined,
    ),
  );
}

/** One student's incidents; a parent asking about another family's child gets 404. */
export async function listStudentIncidents(ctx: SignedInContext, studentId: number) {
  const known =
    ctx.user.roleId === roleIds.parent
      ? (await listChildIds(ctx.tx, ctx.tenant.id, ctx.user.id)).includes(studentId)
      : await studentExists(ctx.tx, ctx.tenant.id, studentId);
  if (!known) throw notFound(m.studentNotFound);
  return readIncidentRows(ctx.tx, ctx.tenant.id, eq(incidents.studentId, studentId));
}

export async function updateIncident(ctx: SignedInContext, body: UpdateIncidentBody) {
  checkDate(ctx, body.incident_date);
  const [row] = await ctx.tx
    .update(incidents)
    .set({
      incidentType: body.incident_type,
      incidentDate: body.incident_date,
      consequences: body.consequences,
      incidentDetails: body.incident_details,
    })
    .where(and(eq(incidents.tenantId, ctx.tenant.id), eq(incidents.id, body.id)))
    .returning({ id: incidents.id });
  if (!row) throw notFound(m.incidentNotFound);
  return findIncident(ctx, row.id);
}

export async function deleteIncident(ctx: SignedInContext, id: number) {
  const [row] = await ctx.tx
    .delete(incidents)
    .where(and(eq(incidents.tenantId, ctx.tenant.id), eq(incidents.id, id)))
    .returning({ id: incidents.id });
  if (!row) throw notFound(m.incidentNotFound);
}
