import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { classesOf, sectionsOf } from '../academics/index.ts';
import { enrolmentOf, studentsOf } from '../students/index.ts';
import { dueSums } from './dues.ts';

/**
 * Each due of the scope with its standing on `asOf`: the SQL twin of `standingOf` in the
 * contracts (the fee-collection tests check they agree). `extra`: rows not stored (see dueSums).
 */
export const dueStandings = (tenantId: number, scope: SQL, asOf: string, extra?: SQL) => sql`
  select s.*, s.principal_left + greatest(0, s.late_fee - s.late_paid - s.waived) as balance
  from (
    select d.*, greatest(0, greatest(0, d.amount - d.concession) - d.paid) as principal_left,
      greatest(
        case when greatest(0, d.amount - d.concession) - d.paid > 0 and ${asOf} > d.due_date
          then d.late_rule else 0 end,
        d.late_paid + d.waived
      ) as late_fee
    from (${dueSums(tenantId, scope, extra)}) d
  ) s`;

/**
 * Joins `alias.student_id` to the student (`st`), their enrolment in the session (`sp`:
 * class_id, section_id, roll_number) and its class and section names (`cl`, `se`).
 */
export const placementJoin = (tx: Tx, tenantId: number, alias: SQL, sessionId: number) => {
  const enrolment = enrolmentOf(tx, tenantId, sessionId);
  return sql`
  join ${studentsOf(tx, tenantId, 'st')} on st.id = ${alias}.student_id
  left join (select enrolled_student_id as student_id, enrolled_class_id as class_id,
      enrolled_section_id as section_id, enrolled_roll_number as roll_number
    from ${enrolment}) sp on sp.student_id = st.id
  left join ${classesOf(tx, tenantId, 'cl')} on cl.id = sp.class_id
  left join ${sectionsOf(tx, tenantId, 'se')} on se.id = sp.section_id`;
};

/** `and`-joins the conditions that are set (`true` when none is). */
export const allOf = (conditions: Array<SQL | false | undefined>): SQL => {
  const set = conditions.filter((c): c is SQL => Boolean(c));
  return set.length ? sql.join(set, sql` and `) : sql`true`;
};
