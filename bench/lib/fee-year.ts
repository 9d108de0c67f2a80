import { classScheduleRows } from '../../apps/server/src/modules/fee-collection/schedule-dues.ts';
import { loadClassFeeSchedules } from '../../apps/server/src/modules/fees/index.ts';
import { connectDatabase } from '../../apps/server/src/platform/db/connect.ts';
import { enterTenantSql } from '../../apps/server/src/platform/db/tenant-scope.ts';
import { structureBody } from '../../apps/server/test/factories/fees.ts';
import { psql } from './psql.ts';

/** Where the bench's school is reached: Shala's URL, the school's subdomain and its admin's cookie. */
export interface SchoolAdmin {
  url: string;
  tenant: string;
  cookie: string;
}

/**
 * A school's year of fees as a school has it: one structure (₹36,000 of tuition) for every
 * class of the session, set up through the API; half the students (even ids) on the quarterly
 * plan with its four charges in the ledger and quarter 1 paid by every other one of them, the
 * rest on the monthly plan with nothing charged yet (their dues come from the structure).
 * Ends with ANALYZE, as a running database would have its statistics. Answers a student with
 * quarter 2 charged and unpaid, for the payment scenario.
 */
export async function setUpFeeYear(
  school: SchoolAdmin,
  databaseUrl: string,
  place: { tenantId: number; sessionId: number },
): Promise<{ studentId: number; dueKey: string; amount: number }> {
  const title = await call<{ id: number }>(school, 'POST', '/fee-title', { title: 'Tuition' });
  const classIds = psql(
    databaseUrl,
    `select distinct class_id from student_programs where tenant_id = ${place.tenantId} and session_id = ${place.sessionId} order by 1`,
  )
    .split('\n')
    .map(Number);
  await call(
    school,
    'POST',
    '/manage_fee/manage_fee_structure',
    structureBody({ session_id: place.sessionId, class_id: classIds, fees: [[title.id, 36_000]] }),
  );
  const quarter = (no: number, due: string) => `(${no}, date '${due}')`;
  psql(
    databaseUrl,
    `insert into fee_ledger_entries (tenant_id, kind, idempotency_key, student_id, session_id,
        source, due_key, label, due_date, entry_date, amount_paise, late_fee_paise)
      select sp.tenant_id, k.kind, k.kind || ':bench:' || sp.student_id || ':' || q.no,
        sp.student_id, sp.session_id, 'school_fee', '2026-27:quarterly:' || q.no,
        'Quarter ' || q.no, q.due, q.due, 900000, case k.kind when 'charge' then 5000 else 0 end
      from student_programs sp
      cross join (values ${[
        quarter(1, '2026-04-10'),
        quarter(2, '2026-07-10'),
        quarter(3, '2026-10-10'),
        quarter(4, '2027-01-10'),
      ].join(', ')}) q(no, due)
      cross join (values ('charge'), ('payment')) k(kind)
      where sp.tenant_id = ${place.tenantId} and sp.session_id = ${place.sessionId}
        and sp.student_id % 2 = 0
        and (k.kind = 'charge' or (q.no = 1 and sp.student_id % 4 = 0))
      on conflict do nothing;
    analyze`,
  );
  const studentId = Number(
    psql(
      databaseUrl,
      `select student_id from fee_ledger_entries where tenant_id = ${place.tenantId} and kind = 'charge' order by id limit 1`,
    ),
  );
  return { studentId, dueKey: '2026-27:quarterly:2', amount: 9_000 };
}

async function call<T>(school: SchoolAdmin, method: string, path: string, body: unknown) {
  const response = await fetch(`${school.url}/api/school${path}`, {
    method,
    headers: {
      'x-tenant': school.tenant,
      cookie: school.cookie,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message: string };
  if (response.status !== 200) throw new Error(`${method} ${path}: ${answer.message}`);
  return answer.data;
}

/**
 * The class rows Shala's defaulters SQL spreads over the students (`classScheduleRows`), as
 * the server figures them from the structure: the baseline is given them and runs the same SQL.
 */
export async function classScheduleRowsOf(
  databaseUrl: string,
  place: { tenantId: number; sessionId: number },
): Promise<string> {
  const database = await connectDatabase({ databaseUrl, migrated: true, poolSize: 1 });
  try {
    const { classes } = await database.transaction(enterTenantSql(place.tenantId), (tx) =>
      loadClassFeeSchedules(tx, place.tenantId, place.sessionId),
    );
    return JSON.stringify(classScheduleRows(classes));
  } finally {
    await database.close();
  }
}
