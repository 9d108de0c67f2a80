import type { RouteDef } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AppDb } from '../../src/platform/db/connect.ts';
import type { Caller } from './callers.ts';
import { envelopeOf } from './read-answer.ts';

/**
 * Roles that see every family of the school
 * (docs/decisions/0194-least-privilege-for-family-data.md).
 */
const frontOffice = new Set([2, 3, 5, 16]);

/**
 * The contact details (mobiles, e-mails, parent accounts' user names) of the families a
 * school user may not see: a teacher sees those of their classes this session, a parent their
 * own, other staff none. Empty for the front office and callers of no school.
 */
export async function hiddenContactsOf(
  db: AppDb,
  schoolId: number,
  caller: Caller,
): Promise<string[]> {
  if (caller.kind !== 'school' || frontOffice.has(caller.roleId!)) return [];
  const result = (await db.execute(sql`
    with me as (select id, role_id from users where tenant_id = ${schoolId} and username = ${caller.username}),
    cur as (select id from academic_sessions where tenant_id = ${schoolId} and is_current and parent_id is null),
    places as (
      select class_id, section_id from teacher_allocations
        where tenant_id = ${schoolId} and session_id in (select id from cur) and teacher_id in (select id from me)
      union
      select class_id, section_id from routine_slots
        where tenant_id = ${schoolId} and session_id in (select id from cur) and teacher_id in (select id from me)),
    seen as (
      select sp.student_id from student_programs sp join places p
          on p.class_id = sp.class_id and (p.section_id is null or p.section_id = sp.section_id)
        where sp.tenant_id = ${schoolId} and sp.session_id in (select id from cur)
          and (select role_id from me) = 6
      union
      select x.student_id from student_parents x join parents pa
          on pa.tenant_id = x.tenant_id and pa.id = x.parent_id
        where x.tenant_id = ${schoolId} and pa.user_id in (select id from me)),
    hidden as (
      select pa.* from parents pa where pa.tenant_id = ${schoolId} and not exists (
        select 1 from student_parents x where x.tenant_id = pa.tenant_id and x.parent_id = pa.id
          and x.student_id in (select student_id from seen)))
    select distinct c as contact from hidden h
      left join users u on u.tenant_id = h.tenant_id and u.id = h.user_id,
      unnest(array[h.mobile, h.email, u.username, u.mobile, u.email]) as c
    where c is not null`)) as unknown as { rows: Array<{ contact: string }> };
  return result.rows.map((row) => row.contact);
}

/** Every string value of an answer's data, however deep. */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

/** A successful JSON answer to a caller names none of the contacts hidden from them. */
export function expectNoHiddenContacts(
  route: RouteDef,
  caller: Caller,
  response: LightMyRequestResponse,
  hidden: ReadonlySet<string>,
): void {
  if (response.statusCode >= 300 || hidden.size === 0) return;
  const envelope = envelopeOf(response);
  if (!envelope) return;
  const leaked = stringsOf(envelope.data).filter((text) => hidden.has(text));
  expect(leaked, `${route.id} shows ${caller.name} another family's contact details`).toEqual([]);
}
