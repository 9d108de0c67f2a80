import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { IdSource, RouteInput, SampleEnv } from '../../platform/module.ts';

const pendingRegistration: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from online_registrations where tenant_id = ${schoolId} and status = 0 order by id desc limit 1`,
  );

export const registrationIdSources: Record<string, Record<string, IdSource>> = {
  'onlineRegistration.decline': { id: pendingRegistration },
};

export const registrationHandSamples: Record<string, (env: SampleEnv) => RouteInput> = {
  'onlineRegistration.register': () => ({
    body: {
      student_name: 'Guard Registrant',
      class_id: 1,
      gender: 'Female',
      date_of_birth: '2021-01-01',
      father_name: 'Guard Parent',
      father_mobile: '9876500000',
    },
  }),
  'onlineRegistration.list': () => ({ query: { status: '0' } }),
};
