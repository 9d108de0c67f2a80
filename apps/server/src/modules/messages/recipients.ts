import { type AudienceFilter, audienceFilter, roleIds } from '@shala/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';

/** A message as far as its audience goes. */
export interface MessageAudience {
  notify: number;
  parentType: number | null;
  user_id: number | null;
}

/**
 * Parents of one type: the account's own type, or a link as that type to any child (one
 * account may be the father of one child and the local guardian of another).
 */
const parentOfType = (parentType: number) => sql`(u.role_id = ${roleIds.parent} and (
  u.parent_type = ${parentType}
  or exists (select 1 from parents p where p.tenant_id = u.tenant_id and p.user_id = u.id and p.parent_type = ${parentType})))`;

function matches(filter: AudienceFilter): SQL {
  switch (filter.kind) {
    case 'everyone':
      return sql`true`;
    case 'role':
      return sql`u.role_id = ${filter.roleId}`;
    case 'parents':
      return parentOfType(filter.parentType);
    case 'person':
      return sql`u.id = ${filter.userId}`;
  }
}

/**
 * Who a message reaches, as a condition on `users u`: active users of the school matching its
 * audience (everyone, a role, parents of a type, or the named person), never the sender.
 */
export function recipientsWhere(tenantId: number, senderId: number, message: MessageAudience) {
  return sql`u.tenant_id = ${tenantId} and u.user_type = 'SCHOOL_USER' and u.is_active
    and u.id <> ${senderId} and ${matches(audienceFilter(message))}`;
}

/**
 * The person named in "Search by Name", when they are an active user of the school who fits
 * the audience: a teacher for Teacher, a parent of that type for a parent type. Else null.
 */
export async function findNamedPerson(
  tx: Tx,
  tenantId: number,
  message: MessageAudience & { user_id: number },
): Promise<{ id: number; fullName: string } | null> {
  const fits = matches(audienceFilter({ ...message, user_id: null }));
  const result = (await tx.execute(sql`
    select u.id, u.full_name from users u
    where u.tenant_id = ${tenantId} and u.user_type = 'SCHOOL_USER' and u.is_active
      and u.id = ${message.user_id} and ${fits}`)) as unknown as {
    rows: Array<{ id: number | string; full_name: string }>;
  };
  const row = result.rows[0];
  return row ? { id: Number(row.id), fullName: row.full_name } : null;
}
