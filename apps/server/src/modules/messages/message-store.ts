import type { MessageRow } from '@shala/contracts';
import { audienceLabel, messageMessages } from '@shala/contracts';
import { and, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { containing } from '../../platform/db/like.ts';
import { notFound } from '../../platform/errors.ts';
import { hasModuleAccess } from '../../platform/http/module-access.ts';
import type { SignedInScope, TenantScope } from '../../platform/scope.ts';
import { messages } from './tables.ts';

/** The page that writes messages; its holders see every message of the school. */
const writePage = 'messages:notification';

const rowColumns = (timeZone: string) => ({
  id: messages.id,
  title: messages.title,
  audience: messages.audience,
  parentType: messages.parentType,
  recipientUserId: messages.recipientUserId,
  audienceLabel: messages.audienceLabel,
  body: messages.body,
  addedBy: messages.addedBy,
  day: sql<string>`to_char(${messages.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
});

type MessageRecord = {
  id: number;
  title: string;
  audience: number;
  parentType: number | null;
  recipientUserId: number | null;
  audienceLabel: string;
  body: string;
  addedBy: number;
  day: string;
};

export const presentMessage = (row: MessageRecord): MessageRow => ({
  id: row.id,
  notification_name: row.title,
  notify: row.audience,
  notify_label: audienceLabel(row.audience),
  notification_for: row.audienceLabel,
  parentType: row.parentType,
  user_id: row.recipientUserId,
  message: row.body,
  added_by: row.addedBy,
  current_date: row.day,
});

/**
 * Which messages the signed-in user may see: all of them with the write page; otherwise
 * those they wrote and those addressed to them (everyone, their role, or them by name), so a
 * message to one parent is not read by every teacher.
 */
async function visibleTo(scope: SignedInScope): Promise<SQL | undefined> {
  const user = scope.user;
  if (await hasModuleAccess(scope.tx, user, writePage)) return undefined;
  return or(
    eq(messages.addedBy, user.id),
    eq(messages.recipientUserId, user.id),
    and(
      isNull(messages.recipientUserId),
      or(eq(messages.audience, 0), eq(messages.audience, user.roleId ?? -1)),
    ),
  );
}

/** One message of the school the user may see, or 404. */
export async function requireMessage(scope: SignedInScope, id: number) {
  const [row] = await scope.tx
    .select(rowColumns(scope.timeZone))
    .from(messages)
    .where(and(eq(messages.tenantId, scope.tenantId), eq(messages.id, id), await visibleTo(scope)));
  if (!row) throw notFound(messageMessages.messageNotFound);
  return row;
}

/** A page of the messages the user may see, newest first; `search` looks in title and text. */
export async function listMessageRows(
  scope: SignedInScope,
  filter: { search?: string; skip: number; limit: number },
): Promise<MessageRow[]> {
  const pattern = filter.search ? containing(filter.search) : null;
  const rows = await scope.tx
    .select(rowColumns(scope.timeZone))
    .from(messages)
    .where(
      and(
        eq(messages.tenantId, scope.tenantId),
        await visibleTo(scope),
        pattern ? or(ilike(messages.title, pattern), ilike(messages.body, pattern)) : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .offset(filter.skip)
    .limit(filter.limit);
  return rows.map(presentMessage);
}

/** The message as answered after a write. */
export async function readMessageRow(scope: TenantScope, id: number) {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .select(rowColumns(scope.timeZone))
    .from(messages)
    .where(and(eq(messages.tenantId, tenantId), eq(messages.id, id)));
  return presentMessage(row!);
}
