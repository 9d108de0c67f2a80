import type { DeliveryChannel, SmsUsage } from '@shala/contracts';
import { deliveryChannels } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import type { TenantScope } from '../../platform/scope.ts';

type Rows<T> = { rows: T[] };

/** How far the sending of one message has got: counts by status for each channel used. */
export async function summarizeDeliveries(scope: TenantScope, messageId: number) {
  const { tx, tenantId } = scope;
  const result = (await tx.execute(sql`
    select channel,
      count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'sent')::int as sent,
      count(*) filter (where status = 'failed')::int as failed,
      count(*) filter (where status = 'skipped')::int as skipped
    from message_deliveries
    where tenant_id = ${tenantId} and message_id = ${messageId}
    group by channel`)) as unknown as Rows<{
    channel: DeliveryChannel;
    pending: number;
    sent: number;
    failed: number;
    skipped: number;
  }>;
  const order = (channel: DeliveryChannel) => deliveryChannels.indexOf(channel);
  return result.rows
    .map((row) => ({
      channel: row.channel,
      pending: Number(row.pending),
      sent: Number(row.sent),
      failed: Number(row.failed),
      skipped: Number(row.skipped),
    }))
    .sort((a, b) => order(a.channel) - order(b.channel));
}

/**
 * The school's SMS: totals, those sent this calendar month (in the school's time zone), and a
 * page of the latest, newest queued first (the order of the channel index).
 */
export async function readSmsUsage(
  tx: Tx,
  tenant: { id: number; timeZone: string },
  paging: { skip: number; limit: number },
  provider: string,
): Promise<SmsUsage> {
  const totals = (await tx.execute(sql`
    select count(*) filter (where status = 'sent')::int as sent,
      count(*) filter (where status = 'failed')::int as failed,
      count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'sent'
        and sent_at >= date_trunc('month', now() at time zone ${tenant.timeZone}) at time zone ${tenant.timeZone})::int as this_month,
      count(*)::int as count
    from message_deliveries
    where tenant_id = ${tenant.id} and channel = 'sms'`)) as unknown as Rows<{
    sent: number;
    failed: number;
    pending: number;
    this_month: number;
    count: number;
  }>;
  const page = (await tx.execute(sql`
    select d.id, m.notification_name as message_title, u.full_name as recipient,
      coalesce(d.address, u.mobile) as mobile, d.status, d.error,
      to_json(coalesce(d.sent_at, d.created_at)) #>> '{}' as time
    from message_deliveries d
    join messages m on m.tenant_id = d.tenant_id and m.id = d.message_id
    join users u on u.tenant_id = d.tenant_id and u.id = d.recipient_user_id
    where d.tenant_id = ${tenant.id} and d.channel = 'sms'
    order by d.created_at desc, d.id desc
    offset ${paging.skip} limit ${paging.limit}`)) as unknown as Rows<{
    id: number | string;
    message_title: string;
    recipient: string;
    mobile: string | null;
    status: SmsUsage['list'][number]['status'];
    error: string | null;
    time: string;
  }>;
  const total = totals.rows[0]!;
  return {
    sent: Number(total.sent),
    failed: Number(total.failed),
    pending: Number(total.pending),
    this_month: Number(total.this_month),
    provider,
    list: page.rows.map((row) => ({
      id: Number(row.id),
      message_title: row.message_title,
      recipient: row.recipient,
      mobile: row.mobile,
      status: row.status,
      error: row.error,
      time: new Date(row.time).toISOString(),
    })),
    count: Number(total.count),
  };
}
