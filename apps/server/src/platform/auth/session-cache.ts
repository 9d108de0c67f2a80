import { onCommit } from '../db/commit-hooks.ts';
import type { Tx } from '../db/connect.ts';
import type { AuthUser, SessionUser } from './current-user.ts';

/**
 * How long a session read from the database is trusted by this process. A page load sends
 * several requests at once, and a busy user one every few seconds: they cost one session query,
 * not one each. A change made on this process (sign-out, password change, deactivation, a
 * role's pages, an account edit) forgets the cached sessions at its commit; other processes
 * see it within this bound.
 */
export const sessionCacheMs = 2_000;
/** Sessions kept at most: the oldest go first (a map iterates in insertion order). */
const maxEntries = 10_000;

export interface CachedSession {
  value: SessionUser;
  lastSeenAt: Date;
  expiresAt: Date;
}

interface Entry extends CachedSession {
  readAt: number;
}

/** By token hash: a token is random and belongs to one session of one school. */
const entries = new Map<string, Entry>();
/**
 * Counts the forgets. A lookup that began before one may have read the old row, so it keeps
 * its answer for itself and caches nothing.
 */
let generation = 0;

export const cacheGeneration = (): number => generation;

/** The cached session of the token, when read less than `sessionCacheMs` ago. */
export function readCachedSession(
  tokenHash: string,
  tenantId: number,
  now = Date.now(),
): CachedSession | null {
  const entry = entries.get(tokenHash);
  if (!entry) return null;
  if (now - entry.readAt >= sessionCacheMs || entry.value.user.tenantId !== tenantId) {
    entries.delete(tokenHash);
    return null;
  }
  return entry;
}

/** Keeps a session just read, unless something was forgotten since the read began. */
export function cacheSession(
  tokenHash: string,
  session: CachedSession,
  generationAtRead: number,
  now = Date.now(),
): void {
  if (generationAtRead !== generation) return;
  entries.delete(tokenHash);
  if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
  entries.set(tokenHash, { ...session, readAt: now });
}

/** Which cached sessions a change touches: a school's, or one user's of it. */
export interface SessionScope {
  tenantId: number;
  userId?: number;
}

function forget(scope: SessionScope): void {
  generation++;
  for (const [hash, entry] of entries) {
    const { user } = entry.value;
    if (
      user.tenantId === scope.tenantId &&
      (scope.userId === undefined || user.id === scope.userId)
    )
      entries.delete(hash);
  }
}

/**
 * Forgets every cached session: for tests that change sessions straight in the database, as
 * another process would (this process then sees the change after `sessionCacheMs`).
 */
export function forgetCachedSessions(): void {
  generation++;
  entries.clear();
}

/**
 * Forgets the cached sessions of a school or a user, now and again when `tx` commits (a
 * request that read the old rows in between must not keep them).
 */
export function forgetSessions(tx: Tx, scope: SessionScope): void {
  forget(scope);
  onCommit(tx, () => forget(scope));
}

/**
 * A change to the user's own fields that every cached session of theirs may take as it is (the
 * theme): patched at commit, so the user's next request still skips the session query.
 */
export function patchCachedUser(
  tx: Tx,
  scope: Required<SessionScope>,
  patch: Partial<Pick<AuthUser, 'theme'>>,
): void {
  generation++;
  onCommit(tx, () => {
    generation++;
    for (const entry of entries.values()) {
      const { user } = entry.value;
      if (user.tenantId === scope.tenantId && user.id === scope.userId)
        entry.value = { ...entry.value, user: { ...user, ...patch } };
    }
  });
}
