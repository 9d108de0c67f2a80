import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { GuardSamples, IdSource } from '../../platform/module.ts';

const latestIncident: IdSource = (db, schoolId) =>
  firstId(db, sql`select id from incidents where tenant_id = ${schoolId} order by id desc limit 1`);
const incidentStudent: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select student_id as id from incidents where tenant_id = ${schoolId} order by id limit 1`,
  );
const incidentClass: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select class_id as id from incidents where tenant_id = ${schoolId} order by id limit 1`,
  );
const incidentSection: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select section_id as id from incidents where tenant_id = ${schoolId} and section_id is not null order by id limit 1`,
  );

const incident = {
  incident_type: 'Guard incident',
  incident_date: '2026-01-05',
  consequences: 'None',
  incident_details: 'Written by the guard suites.',
};

export const disciplineGuardSamples: GuardSamples = {
  handSamples: {
    'discipline.create': () => ({ body: incident }),
    'discipline.update': () => ({ body: incident }),
    'discipline.list': () => ({ query: {} }),
    'discipline.notify': () => ({ body: { email: true, father: true } }),
  },
  idSources: {
    'discipline.create': {
      class_id: incidentClass,
      section_id: incidentSection,
      student_id: incidentStudent,
    },
    'discipline.ofStudent': { id: incidentStudent },
    'discipline.update': { id: latestIncident },
    'discipline.delete': { id: latestIncident },
    'discipline.notify': { id: latestIncident },
  },
};
