import { and, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import { chunks } from '../../platform/db/bulk.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { users } from './tables.ts';

/**
 * A school's accounts as a subquery of their public columns (never the password hash), for a
 * module's query that shows or picks people, in the same statement:
 * `const teacher = accountsOf(tx, tenantId, 'teacher')`, then
 * `.leftJoin(teacher, eq(teacher.id, rows.teacherId))`. In SQL text it reads
 * `join ${accountsOf(tx, tenantId, 'u')} on u.id = a.marked_by` with the columns' SQL names
 * (`u.full_name`). Give each use in one statement its own alias. `tenantId` may be a
 * placeholder of a prepared statement.
 */
export function accountsOf(tx: Tx, tenantId: number | SQLWrapper, alias = 'account') {
  return tx
    .select({
      id: users.id,
      userType: users.userType,
      username: users.username,
      email: users.email,
      mobile: users.mobile,
      fullName: users.fullName,
      roleId: users.roleId,
      parentType: users.parentType,
      photoUrl: users.photoUrl,
      isActive: users.isActive,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .as(alias);
}

/** An account another module makes: a staff member, a parent, a school's first admin. */
export interface NewAccount {
  username: string;
  fullName: string;
  email: string | null;
  mobile: string | null;
  passwordHash: string;
  roleId: number;
  parentType?: number | null;
}

/**
 * Makes accounts, many rows per statement; answers their ids in the order given. A taken
 * username, e-mail or mobile is PostgreSQL's unique violation, for the caller to translate.
 */
export async function createAccounts(
  tx: Tx,
  tenantId: number,
  accounts: readonly NewAccount[],
): Promise<number[]> {
  const ids: number[] = [];
  // RETURNING gives the rows in the order of VALUES.
  for (const part of chunks(accounts))
    for (const row of await tx
      .insert(users)
      .values(part.map((account) => ({ tenantId, ...account })))
      .returning({ id: users.id }))
      ids.push(row.id);
  return ids;
}

/** Makes one account; answers its id. */
export async function createAccount(tx: Tx, tenantId: number, account: NewAccount) {
  const [id] = await createAccounts(tx, tenantId, [account]);
  return id!;
}

/** What another module may change of an account (its password only by a hash it made). */
export type AccountChanges = Partial<
  Pick<NewAccount, 'username' | 'fullName' | 'email' | 'mobile' | 'roleId' | 'passwordHash'> & {
    isActive: boolean;
  }
>;

/** Changes some accounts alike; answers the ids changed. */
export async function updateAccounts(
  tx: Tx,
  tenantId: number,
  ids: readonly number[],
  changes: AccountChanges,
): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx
    .update(users)
    .set(changes)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...ids])))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}
