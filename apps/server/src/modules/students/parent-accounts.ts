import { and, eq, inArray, sql } from 'drizzle-orm';
import { chunks, oneOf } from '../../platform/db/bulk.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { users } from '../auth/index.ts';
import { parents } from './tables.ts';

/** A parent as an admission (form, file or seed) gives them. */
export interface ParentRecord {
  parentType: 1 | 2 | 3;
  fullName: string;
  email: string | null;
  mobile: string | null;
  occupation: string | null;
  qualification: string | null;
  presentAddress: string | null;
  permanentAddress: string | null;
}

export type AccountOutcome = 'created' | 'reused' | 'none' | 'staff';

export interface LinkedParent {
  parentType: 1 | 2 | 3;
  parentId: number;
  userId: number | null;
  username: string | null;
  email: string | null;
  account: AccountOutcome;
  /** Set for accounts made now: the plain first password when the caller asked for one. */
  firstPassword: string | null;
}

export interface AccountPassword {
  hash: string;
  plain: string | null;
}

/** First key of the advisory lock that serializes parent-account writes of a school. */
const parentAccountsLock = 412_001;

interface Account {
  userId: number | null;
  roleId: number;
  username: string;
  email: string | null;
  /** Index into the new accounts when made in this batch. */
  pending?: number;
}

/**
 * Finds or makes the sign-in accounts and parent rows of many parents at once, in order:
 * a parent whose mobile (then e-mail) matches a parent account of the school reuses it, and
 * siblings share one parent row; a contact that belongs to a staff account gets no parent
 * account; a new contact gets a new account (role 4) with the password `passwordFor` gives.
 * A handful of queries for any number of parents: no round trip per row.
 */
export async function linkParents(
  tx: Tx,
  tenantId: number,
  records: readonly ParentRecord[],
  passwordFor: () => Promise<AccountPassword>,
): Promise<LinkedParent[]> {
  const mobiles = [...new Set(records.flatMap((p) => (p.mobile ? [p.mobile] : [])))];
  const emails = [...new Set(records.flatMap((p) => (p.email ? [p.email.toLowerCase()] : [])))];
  const byContact = new Map<string, Account>();
  if (mobiles.length || emails.length) {
    // Admissions of one school look up and make parent accounts one at a time (until commit),
    // so two siblings admitted at once share one account instead of colliding on its mobile.
    await tx.execute(sql`select pg_advisory_xact_lock(${parentAccountsLock}, ${tenantId}::int)`);
    const found = await tx
      .select({
        id: users.id,
        roleId: users.roleId,
        username: users.username,
        email: users.email,
        mobile: users.mobile,
      })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          sql`(${oneOf(users.mobile, mobiles)} or ${oneOf(sql`lower(${users.email})`, emails)})`,
        ),
      );
    for (const user of found) {
      const account = {
        userId: user.id,
        roleId: user.roleId ?? 0,
        username: user.username,
        email: user.email,
      };
      if (user.mobile) byContact.set(`m:${user.mobile}`, account);
      if (user.email) byContact.set(`e:${user.email.toLowerCase()}`, account);
    }
  }

  const newAccounts: Array<ParentRecord & { username: string; password?: AccountPassword }> = [];
  const accountOf: Array<Account | null> = records.map((parent) => {
    const existing =
      (parent.mobile && byContact.get(`m:${parent.mobile}`)) ||
      (parent.email && byContact.get(`e:${parent.email.toLowerCase()}`)) ||
      null;
    if (existing) return existing;
    if (!parent.mobile && !parent.email) return null;
    const account: Account = {
      userId: null,
      roleId: 4,
      username: (parent.mobile ?? parent.email!).toLowerCase(),
      email: parent.email,
      pending: newAccounts.length,
    };
    newAccounts.push({ ...parent, username: account.username });
    if (parent.mobile) byContact.set(`m:${parent.mobile}`, account);
    if (parent.email) byContact.set(`e:${parent.email.toLowerCase()}`, account);
    return account;
  });

  if (newAccounts.length) {
    await makeUsernamesFree(tx, tenantId, newAccounts);
    for (const account of newAccounts) account.password = await passwordFor();
    const idByUsername = new Map<string, number>();
    for (const part of chunks(newAccounts)) {
      const inserted = await tx
        .insert(users)
        .values(
          part.map((account) => ({
            tenantId,
            username: account.username,
            email: account.email,
            mobile: account.mobile,
            passwordHash: account.password!.hash,
            fullName: account.fullName,
            roleId: 4,
            parentType: account.parentType,
          })),
        )
        .returning({ id: users.id, username: users.username });
      for (const row of inserted) idByUsername.set(row.username, row.id);
    }
    for (const account of accountOf)
      if (account?.pending !== undefined) {
        account.userId = idByUsername.get(newAccounts[account.pending]!.username)!;
        account.username = newAccounts[account.pending]!.username;
      }
  }

  // Parent rows: one per account and parent type (siblings share it); one per contactless parent.
  const accountIds = [
    ...new Set(accountOf.flatMap((a) => (a?.roleId === 4 && a.userId ? [a.userId] : []))),
  ];
  const parentRowOf = new Map<string, number>();
  for (const part of chunks(accountIds, 5000)) {
    const rows = await tx
      .select({ id: parents.id, userId: parents.userId, parentType: parents.parentType })
      .from(parents)
      .where(and(eq(parents.tenantId, tenantId), inArray(parents.userId, part)))
      .orderBy(parents.id);
    for (const row of rows) {
      const key = `${row.userId}|${row.parentType}`;
      if (!parentRowOf.has(key)) parentRowOf.set(key, row.id);
    }
  }
  const keyOf = (index: number) => {
    const account = accountOf[index];
    return account?.roleId === 4 ? `${account.userId}|${records[index]!.parentType}` : null;
  };
  const toInsert: number[] = [];
  const planned = new Set<string>();
  records.forEach((_, index) => {
    const key = keyOf(index);
    if (key === null) toInsert.push(index);
    else if (!parentRowOf.has(key) && !planned.has(key)) {
      planned.add(key);
      toInsert.push(index);
    }
  });
  const rowIdOfIndex = new Map<number, number>();
  for (const part of chunks(toInsert)) {
    // RETURNING gives the rows in the order of VALUES, which maps them back to their parents.
    const inserted = await tx
      .insert(parents)
      .values(
        part.map((index) => {
          const parent = records[index]!;
          const account = accountOf[index];
          return {
            tenantId,
            userId: account?.roleId === 4 ? account.userId : null,
            parentType: parent.parentType,
            fullName: parent.fullName,
            email: parent.email,
            mobile: parent.mobile,
            occupation: parent.occupation,
            qualification: parent.qualification,
            presentAddress: parent.presentAddress,
            permanentAddress: parent.permanentAddress,
          };
        }),
      )
      .returning({ id: parents.id });
    part.forEach((index, i) => {
      rowIdOfIndex.set(index, inserted[i]!.id);
      const key = keyOf(index);
      if (key !== null) parentRowOf.set(key, inserted[i]!.id);
    });
  }

  const announced = new Set<number>();
  return records.map((parent, index) => {
    const account = accountOf[index];
    const key = keyOf(index);
    const parentId = key === null ? rowIdOfIndex.get(index)! : parentRowOf.get(key)!;
    if (!account)
      return { ...base(parent, parentId), userId: null, username: null, account: 'none' as const };
    if (account.roleId !== 4)
      return { ...base(parent, parentId), userId: null, username: null, account: 'staff' as const };
    const fresh = account.pending !== undefined && !announced.has(account.pending);
    if (fresh) announced.add(account.pending!);
    return {
      ...base(parent, parentId),
      userId: account.userId,
      username: account.username,
      email: account.email,
      account: fresh ? ('created' as const) : ('reused' as const),
      firstPassword: fresh ? (newAccounts[account.pending!]!.password?.plain ?? null) : null,
    };
  });
}

const base = (parent: ParentRecord, parentId: number) => ({
  parentType: parent.parentType,
  parentId,
  email: parent.email,
  firstPassword: null,
});

/** Gives each new account a user name no user of the school has (its mobile or e-mail, else a suffix). */
async function makeUsernamesFree(
  tx: Tx,
  tenantId: number,
  accounts: Array<{ username: string }>,
): Promise<void> {
  const wanted = accounts.map((account) => account.username);
  const taken = new Set<string>();
  for (const part of chunks(wanted, 5000)) {
    const rows = await tx
      .select({ username: sql<string>`lower(${users.username})` })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), oneOf(sql`lower(${users.username})`, part)));
    for (const row of rows) taken.add(row.username);
  }
  for (const account of accounts) {
    if (!taken.has(account.username)) {
      taken.add(account.username);
      continue;
    }
    let n = 2;
    while (taken.has(`${account.username}.${n}`)) n += 1;
    account.username = `${account.username}.${n}`;
    taken.add(account.username);
  }
}
