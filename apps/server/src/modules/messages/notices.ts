import { type DeliveryChannel, roleIds } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { AfterCommit, SignedInScope } from '../../platform/scope.ts';
import { queueDeliveriesTo } from './queue-deliveries.ts';

/** A notice another module sends to named people (homework, an absence, a leave decision). */
export interface Notice {
  /**
   * What makes it once: the same key to the same person is never sent again, however often
   * it is asked (e.g. `absence:<studentId>:<date>`, `task:<taskId>`).
   */
  key: string;
  title: string;
  body: string;
  recipientUserIds: readonly number[];
  channels: readonly DeliveryChannel[];
}

/**
 * The stored audience is "a parent of the person's type" or "a teacher", each with the person
 * named, because those are the audiences that name one person (`takesNamedRecipient`): a notice
 * re-sent from the messages screen reaches that person only, whatever their role.
 */

/**
 * Sends a notice: one message per recipient (listed in the school's messages, "For" the
 * person), delivered on each channel once, after the request's transaction commits. Inactive
 * users and users of other schools are skipped. Answers how many people it newly reached.
 */
export async function sendNotice(
  scope: SignedInScope,
  after: AfterCommit,
  notice: Notice,
): Promise<{ recipients: number }> {
  const ids = [...new Set(notice.recipientUserIds)];
  if (!ids.length || !notice.channels.length) return { recipients: 0 };
  const tenantId = scope.tenantId;
  const created = (await scope.tx.execute(sql`
    insert into messages (tenant_id, notification_name, notify, parent_type, recipient_user_id,
      notification_for, message, added_by, notice_key)
    select ${tenantId}::bigint, ${notice.title},
      case when u.role_id = ${roleIds.parent} then ${roleIds.parent}::smallint else ${roleIds.teacher}::smallint end,
      case when u.role_id = ${roleIds.parent} then coalesce(nullif(u.parent_type, 0), 1::smallint) end,
      u.id, u.full_name, ${notice.body},
      ${scope.user.id}::bigint, ${notice.key} || '#' || u.id
    from users u
    where u.tenant_id = ${tenantId} and u.user_type = 'SCHOOL_USER' and u.is_active
      and u.id = any(${`{${ids.join(',')}}`}::bigint[])
    on conflict (tenant_id, notice_key) where notice_key is not null do nothing
    returning id, recipient_user_id`)) as unknown as {
    rows: Array<{ id: number | string; recipient_user_id: number | string }>;
  };
  for (const row of created.rows) {
    await queueDeliveriesTo(
      scope,
      after,
      Number(row.id),
      sql`u.tenant_id = ${tenantId} and u.id = ${Number(row.recipient_user_id)}`,
      notice.channels,
    );
  }
  return { recipients: created.rows.length };
}
