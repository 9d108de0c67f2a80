import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { IdSource, RouteInput, SampleEnv } from '../../platform/module.ts';

/** The demo seeds one certificate per school; its student and its id. */
const certifiedStudent: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select student_id as id from transfer_certificates where tenant_id = ${schoolId} order by id limit 1`,
  );
const certificate: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from transfer_certificates where tenant_id = ${schoolId} order by id limit 1`,
  );
const anyStudent: IdSource = (db, schoolId) =>
  firstId(db, sql`select id from students where tenant_id = ${schoolId} order by id limit 1`);

export const tcIdSources: Record<string, Record<string, IdSource>> = {
  'transferCertificates.prefill': { student_id: anyStudent },
  'transferCertificates.view': { student_id: certifiedStudent },
  'transferCertificates.pdf': { student_id: certifiedStudent },
  'transferCertificates.list': { student_id: certifiedStudent },
  'transferCertificates.create': { student_id: anyStudent },
  'transferCertificates.update': { id: certificate },
  'transferCertificates.studentCertificate': { student_id: anyStudent },
};

const fields = {
  student_name: 'Guard Leaver',
  class: 'Class 1',
  exam_result_status: 'Passed',
  promote_status: 'Yes',
  birth_date: '2018-01-01',
  leaving_date: '2026-04-02',
  transfer_reason: 'health',
};

export const tcHandSamples: Record<string, (env: SampleEnv) => RouteInput> = {
  'transferCertificates.create': () => ({ body: { ...fields, student_id: 1 } }),
  'transferCertificates.update': () => ({ body: { ...fields, id: 1 } }),
  'transferCertificates.list': () => ({ query: { student_id: '1' } }),
  'transferCertificates.studentCertificate': () => ({
    params: { student_id: 1, kind: 'character' },
  }),
};
