import { describe, expect, it } from 'vitest';
import { runCommitHooks } from '../db/commit-hooks.ts';
import type { Tx } from '../db/connect.ts';
import type { SessionUser } from './current-user.ts';
import {
  cacheGeneration,
  cacheSession,
  forgetSessions,
  patchCachedUser,
  readCachedSession,
  sessionCacheMs,
} from './session-cache.ts';

const sessionOf = (tenantId: number, userId: number): SessionUser => ({
  user: {
    tenantId,
    id: userId,
    userType: 'SCHOOL_USER',
    roleId: 2,
    parentType: null,
    fullName: 'Anita',
    theme: 'LIGHT',
    photoUrl: null,
    sessionId: userId * 10,
  },
  roleModuleIds: [1, 2],
});
const cached = (tenantId: number, userId: number) => ({
  value: sessionOf(tenantId, userId),
  lastSeenAt: new Date(),
  expiresAt: new Date(Date.now() + 60_000),
});
/** A stand-in transaction: the hooks are keyed by the object only. */
const fakeTx = () => ({}) as Tx;
let hashes = 0;
const newHash = () => `hash-${++hashes}`;

describe('session cache', () => {
  it('answers a session read less than the bound ago, only for its own school', () => {
    const hash = newHash();
    const now = Date.now();
    cacheSession(hash, cached(1, 1), cacheGeneration(), now);
    expect(readCachedSession(hash, 2, now)).toBeNull();
    cacheSession(hash, cached(1, 1), cacheGeneration(), now);
    expect(readCachedSession(hash, 1, now + sessionCacheMs - 1)?.value.user.id).toBe(1);
    expect(readCachedSession(hash, 1, now + sessionCacheMs)).toBeNull();
  });

  it('keeps nothing read before a forget began (the read may hold the old row)', () => {
    const hash = newHash();
    const before = cacheGeneration();
    forgetSessions(fakeTx(), { tenantId: 9, userId: 9 });
    cacheSession(hash, cached(1, 1), before);
    expect(readCachedSession(hash, 1)).toBeNull();
  });

  it('forgets a user’s sessions at once and again at the commit, and no one else’s', () => {
    const [mine, theirs] = [newHash(), newHash()];
    cacheSession(mine, cached(1, 5), cacheGeneration());
    cacheSession(theirs, cached(1, 6), cacheGeneration());
    const tx = fakeTx();
    forgetSessions(tx, { tenantId: 1, userId: 5 });
    expect(readCachedSession(mine, 1)).toBeNull();
    // A request that read the old row before the commit caches it again…
    cacheSession(mine, cached(1, 5), cacheGeneration());
    runCommitHooks(tx);
    // …and the commit forgets it.
    expect(readCachedSession(mine, 1)).toBeNull();
    expect(readCachedSession(theirs, 1)?.value.user.id).toBe(6);
  });

  it('forgets a whole school’s sessions (a role’s pages changed)', () => {
    const [a, b, other] = [newHash(), newHash(), newHash()];
    cacheSession(a, cached(3, 1), cacheGeneration());
    cacheSession(b, cached(3, 2), cacheGeneration());
    cacheSession(other, cached(4, 1), cacheGeneration());
    forgetSessions(fakeTx(), { tenantId: 3 });
    expect(readCachedSession(a, 3)).toBeNull();
    expect(readCachedSession(b, 3)).toBeNull();
    expect(readCachedSession(other, 4)).not.toBeNull();
  });

  it('patches the theme of the user’s cached sessions at the commit, not before', () => {
    const hash = newHash();
    cacheSession(hash, cached(5, 1), cacheGeneration());
    const tx = fakeTx();
    patchCachedUser(tx, { tenantId: 5, userId: 1 }, { theme: 'DARK' });
    expect(readCachedSession(hash, 5)?.value.user.theme).toBe('LIGHT');
    runCommitHooks(tx);
    expect(readCachedSession(hash, 5)?.value.user.theme).toBe('DARK');
  });
});
