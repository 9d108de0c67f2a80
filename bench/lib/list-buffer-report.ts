import pg from 'pg';
import { listSchoolRows } from '../../apps/server/src/modules/schools/platform-service.ts';
import { listStaffRows } from '../../apps/server/src/modules/staff/staff-service.ts';
import { listStudentRows } from '../../apps/server/src/modules/students/student-queries.ts';
import type { Tx } from '../../apps/server/src/platform/db/connect.ts';
import {
  enterPlatformSql,
  enterTenantSql,
} from '../../apps/server/src/platform/db/tenant-scope.ts';
import { measureListBuffers } from './list-buffers.ts';

/**
 * Prints the shared buffers each list reads for one page of 15 under
 * `EXPLAIN (ANALYZE, BUFFERS)`, on the seeded school `school` (its tenant and current session).
 */
export async function printListBuffers(
  databaseUrl: string,
  tenantId: number,
  sessionId: number,
  school: string,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let classId: number;
  try {
    // What autovacuum does to a settled table: statistics for the planner and a visibility
    // map for index-only scans. Without it the figures depend on when autovacuum last ran.
    await client.query('vacuum analyze');
    const { rows } = await client.query<{ class_id: string }>(
      'select class_id from student_programs where tenant_id = $1 and session_id = $2 order by class_id limit 1',
      [tenantId, sessionId],
    );
    classId = Number(rows[0]?.class_id);
  } finally {
    await client.end();
  }
  const school15 = { skip: 0, limit: 15 };
  const lists: Array<{ name: string; enter: string; list: (tx: Tx) => Promise<unknown> }> = [
    {
      name: `students list (${school})`,
      enter: enterTenantSql(tenantId),
      list: (tx) => listStudentRows(tx, tenantId, sessionId, school15),
    },
    {
      name: 'students list, third page',
      enter: enterTenantSql(tenantId),
      list: (tx) => listStudentRows(tx, tenantId, sessionId, { skip: 30, limit: 15 }),
    },
    {
      name: 'students list, one class',
      enter: enterTenantSql(tenantId),
      list: (tx) => listStudentRows(tx, tenantId, sessionId, { ...school15, class_id: classId }),
    },
    {
      name: 'students list, search "an"',
      enter: enterTenantSql(tenantId),
      list: (tx) => listStudentRows(tx, tenantId, sessionId, { ...school15, search: 'an' }),
    },
    {
      name: 'staff list',
      enter: enterTenantSql(tenantId),
      list: (tx) => listStaffRows(tx, tenantId, school15),
    },
    {
      name: 'schools list (super admin)',
      enter: enterPlatformSql,
      list: (tx) => listSchoolRows(tx, school15),
    },
  ];
  console.log(
    '\nEXPLAIN (ANALYZE, BUFFERS) of each list, one page of 15 (all its queries summed)\n',
  );
  console.log(`${'list'.padEnd(44)} ${'queries'.padStart(7)} ${'shared hits'.padStart(11)}`);
  for (const { name, enter, list } of lists) {
    const measured = await measureListBuffers(databaseUrl, enter, list);
    const reads = measured.reads > 0 ? ` (+${measured.reads} read)` : '';
    console.log(
      `${name.padEnd(44)} ${String(measured.queries).padStart(7)} ${String(measured.hits).padStart(11)}${reads}`,
    );
  }
}
