import { transportMessages as m, roleIds } from '@shala/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import { listChildIds } from '../students/index.ts';
import { allocations, driverSettings } from './tables.ts';

/** What each caller may see: a driver only their own routes, a parent only their children. */

export const isDriver = (scope: SignedInScope) => scope.user.roleId === roleIds.driver;
export const isParent = (scope: SignedInScope) => scope.user.roleId === roleIds.parent;

/** The driver a driver page is about: a driver is always themself; staff may name one. */
export const driverIdFor = (scope: SignedInScope, asked: number | undefined) =>
  isDriver(scope) ? scope.user.id : (asked ?? scope.user.id);

/** A parent asking about a child not theirs gets 404, as for a student of another school. */
export async function checkStudentVisible(scope: SignedInScope, studentId: number) {
  if (!isParent(scope)) return;
  const children = await listChildIds(scope.tx, scope.tenantId, scope.user.id);
  if (!children.includes(studentId)) throw notFound(m.studentNotFound);
}

/** A driver sees a route they have a setting on; a parent, a route a child rides. */
export async function checkRouteVisible(scope: SignedInScope, routeId: number) {
  const tenantId = scope.tenantId;
  if (isDriver(scope)) {
    const [own] = await scope.tx
      .select({ id: driverSettings.id })
      .from(driverSettings)
      .where(
        and(
          eq(driverSettings.tenantId, tenantId),
          eq(driverSettings.routeId, routeId),
          eq(driverSettings.driverId, scope.user.id),
        ),
      )
      .limit(1);
    if (!own) throw notFound(m.routeNotFound);
  }
  if (isParent(scope)) {
    const children = await listChildIds(scope.tx, tenantId, scope.user.id);
    const [ridden] = children.length
      ? await scope.tx
          .select({ id: allocations.id })
          .from(allocations)
          .where(
            and(
              eq(allocations.tenantId, tenantId),
              eq(allocations.routeId, routeId),
              inArray(allocations.studentId, children),
            ),
          )
          .limit(1)
      : [];
    if (!ridden) throw notFound(m.routeNotFound);
  }
}
