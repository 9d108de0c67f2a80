import { and, eq, gt, isNull } from 'drizzle-orm';
import { sessions } from '../../modules/auth/tables.ts';
import { users } from '../../modules/users/tables.ts';
import type { Tx } from '../db/connect.ts';
import { hashToken, idleLimitMs, lastSeenRefreshMs } from './tokens.ts';

export type AuthUser = Pick<
  typeof users.$inferSelect,
  'tenantId' | 'id' | 'userType' | 'roleId' | 'parentType' | 'fullName' | 'theme' | 'photoUrl'
> & { sessionId: number };

/**
 * The user of a live session of the current tenant, or null. Runs inside the tenant's
 * transaction, so a token of another school is simply not found.
 */
export async function findSessionUser(
  tx: Tx,
  tenantId: number,
  token: string,
): Promise<AuthUser | null> {
  const [row] = await tx
    .select({
      tenantId: users.tenantId,
      id: users.id,
      userType: users.userType,
      roleId: users.roleId,
      parentType: users.parentType,
      fullName: users.fullName,
      theme: users.theme,
      photoUrl: users.photoUrl,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { lastSeenAt, ...user } = row;
  return (await keepSessionAlive(tx, user, lastSeenAt)) ? user : null;
}

/**
 * False when the session sat idle past its limit; otherwise records its use, writing only when
 * the last record is over a minute old (so a busy session costs one write a minute, not one per
 * request).
 */
export async function keepSessionAlive(
  tx: Tx,
  user: Pick<AuthUser, 'tenantId' | 'sessionId' | 'roleId'>,
  lastSeenAt: Date,
  now = new Date(),
): Promise<boolean> {
  const idleMs = now.getTime() - lastSeenAt.getTime();
  if (idleMs > idleLimitMs(user.roleId)) return false;
  if (idleMs > lastSeenRefreshMs) {
    await tx
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.tenantId, user.tenantId), eq(sessions.id, user.sessionId)));
  }
  return true;
}
