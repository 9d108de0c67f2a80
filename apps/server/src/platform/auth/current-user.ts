import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { sessions, type users } from '../db/core-tables.ts';
import { readAsTenant, withTenant } from '../db/tenant-scope.ts';
import { cacheGeneration, cacheSession, readCachedSession } from './session-cache.ts';
import { hashToken, idleLimitMs, lastSeenRefreshMs } from './tokens.ts';

export type AuthUser = Pick<
  typeof users.$inferSelect,
  'tenantId' | 'id' | 'userType' | 'roleId' | 'parentType' | 'fullName' | 'theme' | 'photoUrl'
> & { sessionId: number };

export interface SessionUser {
  user: AuthUser;
  /** The module ids stored for the user's role in this school (the school admin's are implied). */
  roleModuleIds: number[];
}

interface SessionRow {
  tenant_id: string | number;
  id: string | number;
  user_type: AuthUser['userType'];
  role_id: number | null;
  parent_type: number | null;
  full_name: string;
  theme: AuthUser['theme'];
  photo_url: string | null;
  session_id: string | number;
  module_ids: Array<string | number>;
  last_seen_at: Date | string;
  expires_at: Date | string;
}

/**
 * The user of a live session of the tenant, with their role's module ids: from this process's
 * cache when read in the last `sessionCacheMs` (`session-cache.ts`: a change made here forgets
 * it at once), otherwise in one round trip. Read as the tenant's role, so a token of another
 * school is simply not found.
 */
export async function findSessionUser(
  database: Database,
  tenantId: number,
  token: string,
): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const cached = readCachedSession(tokenHash, tenantId);
  if (cached) {
    if (cached.expiresAt.getTime() <= Date.now()) return null;
    const seenAt = await keepSessionAlive(database, cached.value.user, cached.lastSeenAt);
    if (!seenAt) return null;
    cached.lastSeenAt = seenAt;
    return cached.value;
  }
  const generation = cacheGeneration();
  const row = await readSessionRow(database, tenantId, tokenHash);
  if (!row) return null;
  const user: AuthUser = {
    tenantId: Number(row.tenant_id),
    id: Number(row.id),
    userType: row.user_type,
    roleId: row.role_id,
    parentType: row.parent_type,
    fullName: row.full_name,
    theme: row.theme,
    photoUrl: row.photo_url,
    sessionId: Number(row.session_id),
  };
  const lastSeenAt = await keepSessionAlive(database, user, new Date(row.last_seen_at));
  if (!lastSeenAt) return null;
  const value = { user, roleModuleIds: row.module_ids.map(Number) };
  cacheSession(tokenHash, { value, lastSeenAt, expiresAt: new Date(row.expires_at) }, generation);
  return value;
}

async function readSessionRow(
  database: Database,
  tenantId: number,
  tokenHash: string,
): Promise<SessionRow | undefined> {
  // The hash is hex, so it is safe to write into the statement.
  const [row] = (await readAsTenant(
    database,
    tenantId,
    `select u.tenant_id, u.id, u.user_type, u.role_id, u.parent_type, u.full_name, u.theme,
       u.photo_url, s.id as session_id, s.last_seen_at, s.expires_at,
       array(select m.module_id from role_module_access m
             where m.tenant_id = u.tenant_id and m.role_id = u.role_id order by m.module_id) as module_ids
     from sessions s
     join users u on u.tenant_id = s.tenant_id and u.id = s.user_id
     where s.tenant_id = ${tenantId} and s.token_hash = '${tokenHash}'
       and s.revoked_at is null and s.expires_at > now() and u.is_active
     limit 1`,
  )) as SessionRow[];
  return row;
}

/**
 * Null when the session sat idle past its limit; otherwise records its use and answers when it
 * was last recorded, writing only when the last record is over a minute old (so a busy session
 * costs one write a minute, not one per request).
 */
export async function keepSessionAlive(
  database: Database,
  user: Pick<AuthUser, 'tenantId' | 'sessionId' | 'roleId'>,
  lastSeenAt: Date,
  now = new Date(),
): Promise<Date | null> {
  const idleMs = now.getTime() - lastSeenAt.getTime();
  if (idleMs > idleLimitMs(user.roleId)) return null;
  if (idleMs > lastSeenRefreshMs) {
    await withTenant(database.db, user.tenantId, (tx) =>
      tx
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(and(eq(sessions.tenantId, user.tenantId), eq(sessions.id, user.sessionId))),
    );
    return now;
  }
  return lastSeenAt;
}
