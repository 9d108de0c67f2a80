import { todayIn } from '@shala/contracts';
import { eq } from 'drizzle-orm';
import type { AuthUser } from './auth/current-user.ts';
import type { Tx } from './db/connect.ts';
import { schools } from './db/schools-table.ts';
import type { Services } from './services.ts';
import type { Tenant } from './tenancy.ts';

/**
 * What every service works in: the transaction, the school, who acts, and the school's own
 * calendar (docs/decisions/0205-tenant-scope.md). Built once per request by the route chain;
 * jobs, seeds and tests build theirs with `scopeOf` or `loadScope`.
 */
export interface TenantScope {
  tx: Tx;
  tenantId: number;
  /** The signed-in user acting; null for jobs, seeds and public routes. */
  user: AuthUser | null;
  /** The school's IANA time zone. */
  timeZone: string;
  /** Today's date (YYYY-MM-DD) in the school's time zone, fixed when the scope was built. */
  today: string;
}

/** The scope of a signed-in route: someone acts. */
export interface SignedInScope extends TenantScope {
  user: AuthUser;
}

/**
 * What a service that leaves work for after the commit needs besides its scope (mail, jobs, a
 * file to delete): the app's services and the request's list. A handler passes its `ctx`.
 */
export interface AfterCommit {
  services: Services;
  afterCommit: Array<() => Promise<unknown>>;
}

type SchoolClock = Pick<Tenant, 'id' | 'timeZone'>;

/** The scope of `tenant` (a row already read, so no query) for `user`, at `now`. */
export function scopeOf(tx: Tx, tenant: SchoolClock, user: AuthUser, now?: Date): SignedInScope;
export function scopeOf(
  tx: Tx,
  tenant: SchoolClock,
  user?: AuthUser | null,
  now?: Date,
): TenantScope;
export function scopeOf(
  tx: Tx,
  tenant: SchoolClock,
  user: AuthUser | null = null,
  now = new Date(),
): TenantScope {
  return {
    tx,
    tenantId: tenant.id,
    user,
    timeZone: tenant.timeZone,
    today: todayIn(tenant.timeZone, now),
  };
}

/** The scope of `tenantId` when only its id is at hand (a job, a seed, a test): reads its time zone. */
export async function loadScope(
  tx: Tx,
  tenantId: number,
  user: AuthUser,
  now?: Date,
): Promise<SignedInScope>;
export async function loadScope(
  tx: Tx,
  tenantId: number,
  user?: AuthUser | null,
  now?: Date,
): Promise<TenantScope>;
export async function loadScope(
  tx: Tx,
  tenantId: number,
  user: AuthUser | null = null,
  now = new Date(),
): Promise<TenantScope> {
  const [school] = await tx
    .select({ id: schools.id, timeZone: schools.timeZone })
    .from(schools)
    .where(eq(schools.id, tenantId));
  if (!school) throw new Error(`No school ${tenantId}`);
  return scopeOf(tx, school, user, now);
}
