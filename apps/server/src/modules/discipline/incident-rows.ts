import type { IncidentRow } from '@shala/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { TenantScope } from '../../platform/scope.ts';
import { accountsOf } from '../auth/index.ts';
import { findStudentPlaces, type StudentPlace } from '../students/index.ts';
import { incidents } from './tables.ts';

/**
 * Incidents matching `where`, latest first, with the student's name, roll number and class
 * in the incident's session (one query for the incidents, one per session for the places).
 */
export async function readIncidentRows(scope: TenantScope, where: SQL | undefined) {
  const { tx, tenantId } = scope;
  const addedBy = accountsOf(tx, tenantId, 'added_by');
  const rows = await tx
    .select({ incident: incidents, addedByName: addedBy.fullName })
    .from(incidents)
    .innerJoin(addedBy, eq(addedBy.id, incidents.addedBy))
    .where(and(eq(incidents.tenantId, tenantId), where))
    .orderBy(desc(incidents.incidentDate), desc(incidents.id))
    .limit(500);
  const sessions = [...new Set(rows.map((row) => row.incident.sessionId))];
  const places = new Map<string, StudentPlace>();
  for (const sessionId of sessions) {
    const ids = rows
      .filter((row) => row.incident.sessionId === sessionId)
      .map((row) => row.incident.studentId);
    for (const [id, place] of await findStudentPlaces(tx, tenantId, sessionId, ids))
      places.set(`${sessionId}:${id}`, place);
  }
  return rows.map(({ incident, addedByName }): IncidentRow => {
    const place = places.get(`${incident.sessionId}:${incident.studentId}`);
    return {
      id: incident.id,
      incident_type: incident.incidentType,
      incident_date: incident.incidentDate,
      consequences: incident.consequences,
      incident_details: incident.incidentDetails,
      student_id: incident.studentId,
      session_id: incident.sessionId,
      added_by: incident.addedBy,
      studentDetails: { student_name: place?.studentName ?? '' },
      programDetails: {
        roll_number: place?.rollNumber ?? null,
        class_name: place?.className ?? '',
        section_name: place?.sectionName ?? null,
      },
      userDetails: { full_name: addedByName },
    };
  });
}
