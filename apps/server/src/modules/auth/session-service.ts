import type { Session } from '@shala/contracts';
import { homeUrlFor } from '@shala/contracts';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/current-user.ts';
import { forgetSessions } from '../../platform/auth/session-cache.ts';
import { hashToken, newToken, sessionLifetimeMs } from '../../platform/auth/tokens.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { listAccessibleModules } from '../../platform/http/module-access.ts';
import { presentSchool } from '../../platform/present-school.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { sessions, users } from './tables.ts';

/** A user of the tenant by user name, e-mail or mobile number; the user name wins a tie. */
export async function findUserByIdentifier(tx: Tx, tenantId: number, identifier: string) {
  const value = identifier.trim().toLowerCase();
  const [user] = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        or(
          sql`lower(${users.username}) = ${value}`,
          sql`lower(${users.email}) = ${value}`,
          eq(users.mobile, value),
        ),
      ),
    )
    .orderBy(sql`lower(${users.username}) = ${value} desc`)
    .limit(1);
  return user ?? null;
}

/** Starts a session; answers the opaque token (only its hash is stored). */
export async function createSession(
  tx: Tx,
  tenantId: number,
  userId: number,
  userAgent?: string,
): Promise<string> {
  const token = newToken();
  await tx.insert(sessions).values({
    tenantId,
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + sessionLifetimeMs),
    userAgent: userAgent?.slice(0, 255),
  });
  return token;
}

export async function revokeSession(
  tx: Tx,
  tenantId: number,
  userId: number,
  sessionId: number,
): Promise<void> {
  forgetSessions(tx, { tenantId, userId });
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId)));
}

export async function revokeAllSessions(tx: Tx, tenantId: number, userId: number): Promise<void> {
  forgetSessions(tx, { tenantId, userId });
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isNull(sessions.revokedAt)),
    );
}

/** Ends every session of the user except the one in use (after a password change). */
export async function revokeOtherSessions(
  tx: Tx,
  tenantId: number,
  userId: number,
  keepSessionId: number,
): Promise<void> {
  forgetSessions(tx, { tenantId, userId });
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        ne(sessions.id, keepSessionId),
      ),
    );
}

/**
 * When the school's own logo was last uploaded (null: none, or the platform). School profile
 * is imported at call time: its import chain reaches back to this module's users table.
 */
async function findLogoUploadedAt(tx: Tx, tenant: Tenant): Promise<Date | null> {
  if (tenant.kind !== 'SCHOOL') return null;
  const { findSchoolLogoVersion } = await import('../school-profile/index.ts');
  return findSchoolLogoVersion(tx, tenant.id);
}

/** The spec's session shape for a signed-in user. */
export async function presentSession(
  tx: Tx,
  tenant: Tenant,
  user: Omit<AuthUser, 'sessionId'>,
): Promise<Session> {
  const schoolData = presentSchool(tenant, await findLogoUploadedAt(tx, tenant));
  return {
    user: {
      id: user.id,
      full_name: user.fullName,
      userType: user.userType,
      user_role_id: user.userType === 'SUPER_ADMIN' ? 1 : user.roleId,
      parent_type: user.parentType,
      accessibleModules: await listAccessibleModules(tx, user),
      redirectUrl: homeUrlFor(user.userType, user.roleId),
      theme: user.theme,
      logo: user.photoUrl ?? schoolData.logo,
    },
    schoolData,
  };
}
