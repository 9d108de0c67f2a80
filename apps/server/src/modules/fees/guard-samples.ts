import { computePlanTables, feePlans, type ManageFeeStructureInput } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { IdSource, RouteInput, SampleEnv } from '../../platform/module.ts';

/**
 * Samples and id sources of the fee setup routes. The fees demo seed gives both demo schools
 * fee titles, a structure per band of classes in the current session (class 5 is in one),
 * concession categories and one concession to a student of class 5.
 */
const currentSession: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from academic_sessions where tenant_id = ${schoolId} and is_current and parent_id is null`,
  );
const previousSession: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from academic_sessions where tenant_id = ${schoolId} and not is_current and parent_id is null order by start_date limit 1`,
  );
const classNamed =
  (name: string): IdSource =>
  (db, schoolId) =>
    firstId(db, sql`select id from classes where tenant_id = ${schoolId} and class_name = ${name}`);
const latest =
  (table: string): IdSource =>
  (db, schoolId) =>
    firstId(
      db,
      sql`select id from ${sql.identifier(table)} where tenant_id = ${schoolId} order by id desc limit 1`,
    );
const structureOfFive: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select f.structure_id as id from fee_structure_classes f join classes c on c.tenant_id = f.tenant_id and c.id = f.class_id and c.class_name = '5' join academic_sessions s on s.tenant_id = f.tenant_id and s.id = f.session_id and s.is_current where f.tenant_id = ${schoolId}`,
  );
const studentOfFive: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select p.student_id as id from student_programs p join academic_sessions s on s.tenant_id = p.tenant_id and s.id = p.session_id and s.is_current join classes c on c.tenant_id = p.tenant_id and c.id = p.class_id and c.class_name = '5' where p.tenant_id = ${schoolId} order by p.student_id desc limit 1`,
  );

const ofFive = { session_id: currentSession, class_id: classNamed('5') };

export const feesIdSources: Record<string, Record<string, IdSource>> = {
  'fees.titles.update': { id: latest('fee_titles') },
  'fees.titles.delete': { id: latest('fee_titles') },
  'fees.structures.details': { ...ofFive, id: structureOfFive },
  // class_id stays the sample's: its plan rows name the same class.
  'fees.structures.manage': { session_id: currentSession, id: structureOfFive },
  'fees.structures.copy': {
    source_session_id: currentSession,
    source_class_id: classNamed('5'),
    target_session_id: previousSession,
    target_class_id: classNamed('5'),
  },
  'fees.concessions.update': { id: latest('concession_categories') },
  'fees.concessions.delete': { id: latest('concession_categories') },
  'fees.concessions.students': { session_id: currentSession },
  'fees.concessions.assign': {
    session_id: currentSession,
    student_id: studentOfFive,
    category_id: latest('concession_categories'),
  },
  'fees.concessions.remove': { id: latest('student_concessions') },
  'fees.schedule.student': { session_id: currentSession, student_id: studentOfFive },
};

/** A one-class structure (session and id filled in from the school); figures by the rules. */
function structureSample(): ManageFeeStructureInput {
  const draft: ManageFeeStructureInput = {
    session_id: 1,
    class_id: [1],
    fee_type: [{ fee_type_id: 1, amount: 12_000 }],
    total_fees: 12_000,
    months: [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3],
  };
  for (const plan of feePlans)
    draft[plan] = [
      {
        class_id: 1,
        last_submission_date: 10,
        late_fee: 50,
        late_fee_type: 'amount',
        late_fee_applyTo: 'installment',
      },
    ] as ManageFeeStructureInput['monthly'];
  return { ...draft, ...computePlanTables(draft) };
}

const category = {
  name: 'Guard concession',
  type: 'percentage',
  value: 5,
  apply_to: 'total',
  is_state_receivable: false,
  description: '',
};

export const feesHandSamples: Record<string, (env: SampleEnv) => RouteInput> = {
  'fees.titles.create': () => ({ body: { title: 'Guard Fee' } }),
  'fees.titles.update': () => ({ body: { fee_type_name: 'Guard Fee Renamed' } }),
  'fees.structures.manage': () => ({ body: structureSample() }),
  'fees.structures.copy': () => ({ body: {} }),
  'fees.concessions.create': () => ({ body: category }),
  'fees.concessions.update': () => ({ body: category }),
  'fees.concessions.assign': () => ({
    body: { approved_by: 'Principal', approved_on: '2026-06-01', remarks: '' },
  }),
};
