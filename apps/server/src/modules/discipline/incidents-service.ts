import {
  type CreateIncidentBody,
  disciplineMessages,
  type IncidentRow,
  roleIds,
  type UpdateIncidentBody,
} from '@shala/contracts';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import { listTeacherPlaces, resolveSession } from '../academics/index.ts';
import { findStudentPlaces, listChildIds, studentExists } from '../students/index.ts';
import { readIncidentRows } from './incident-rows.ts';
import { incidents } from './tables.ts';

const m = disciplineMessages;

/** What a caller may see: a parent their children's, a teacher (role 6) their classes' and their own. */
async function visibleIncidents(scope: SignedInScope, sessionId: number): Promise<SQL | undefined> {
  if (scope.user.roleId === roleIds.parent) {
    const children = await listChildIds(scope.tx, scope.tenantId, scope.user.id);
    return children.length ? inArray(incidents.studentId, children) : sql`false`;
  }
  if (scope.user.roleId === roleIds.teacher) {
    const places = await listTeacherPlaces(scope.tx, scope.tenantId, sessionId, scope.user.id);
    return or(
      eq(incidents.addedBy, scope.user.id),
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

function checkDate(scope: SignedInScope, date: string) {
  if (date > scope.today) throw badRequest(m.futureDate, 'incident_date');
}

export async function findIncident(scope: SignedInScope, id: number): Promise<IncidentRow> {
  const [row] = await readIncidentRows(scope, eq(incidents.id, id));
  if (!row) throw notFound(m.incidentNotFound);
  return row;
}

export async function createIncident(scope: SignedInScope, body: CreateIncidentBody) {
  checkDate(scope, body.incident_date);
  const session = await resolveSession(scope.tx, scope.tenantId, body.session_id);
  const place = (
    await findStudentPlaces(scope.tx, scope.tenantId, session.id, [body.student_id])
  ).get(body.student_id);
  if (!place) throw notFound(m.studentNotFound);
  if (place.classId !== body.class_id || (body.section_id && place.sectionId !== body.section_id))
    throw badRequest(m.notInClass, 'student_id');
  const [row] = await scope.tx
    .insert(incidents)
    .values({
      tenantId: scope.tenantId,
      sessionId: session.id,
      classId: place.classId,
      sectionId: place.sectionId,
      studentId: place.studentId,
      incidentType: body.incident_type,
      incidentDate: body.incident_date,
      consequences: body.consequences,
      incidentDetails: body.incident_details,
      addedBy: scope.user.id,
    })
    .returning({ id: incidents.id });
  return findIncident(scope, row!.id);
}

/** The incident list: the filter for staff; parents and teachers get their own view. */
export async function listIncidents(
  scope: SignedInScope,
  query: { session_id?: number; class_id?: number; section_id?: number },
) {
  const session = await resolveSession(scope.tx, scope.tenantId, query.session_id);
  const scoped = scope.user.roleId === roleIds.parent || scope.user.roleId === roleIds.teacher;
  const visible = await visibleIncidents(scope, session.id);
  return readIncidentRows(
    scope,
    and(
      scope.user.roleId === roleIds.parent ? undefined : eq(incidents.sessionId, session.id),
      visible,
      !scoped && query.class_id ? eq(incidents.classId, query.class_id) : undefined,
      !scoped && query.section_id ? eq(incidents.sectionId, query.section_id) : undefined,
    ),
  );
}

/** One student's incidents; a parent asking about another family's child gets 404. */
export async function listStudentIncidents(scope: SignedInScope, studentId: number) {
  const known =
    scope.user.roleId === roleIds.parent
      ? (await listChildIds(scope.tx, scope.tenantId, scope.user.id)).includes(studentId)
      : await studentExists(scope.tx, scope.tenantId, studentId);
  if (!known) throw notFound(m.studentNotFound);
  return readIncidentRows(scope, eq(incidents.studentId, studentId));
}

export async function updateIncident(scope: SignedInScope, body: UpdateIncidentBody) {
  checkDate(scope, body.incident_date);
  const [row] = await scope.tx
    .update(incidents)
    .set({
      incidentType: body.incident_type,
      incidentDate: body.incident_date,
      consequences: body.consequences,
      incidentDetails: body.incident_details,
    })
    .where(and(eq(incidents.tenantId, scope.tenantId), eq(incidents.id, body.id)))
    .returning({ id: incidents.id });
  if (!row) throw notFound(m.incidentNotFound);
  return findIncident(scope, row.id);
}

export async function deleteIncident(scope: SignedInScope, id: number) {
  const [row] = await scope.tx
    .delete(incidents)
    .where(and(eq(incidents.tenantId, scope.tenantId), eq(incidents.id, id)))
    .returning({ id: incidents.id });
  if (!row) throw notFound(m.incidentNotFound);
}
