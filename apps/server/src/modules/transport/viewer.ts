import { transportMessages as m, roleIds } from '@shala/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { listChildIds } from '../students/index.ts';
import { allocations, driverSettings } from './tables.ts';

/** What each caller may see: a driver only their own routes, a parent only their children. */

export const isDriver = (ctx: SignedInContext) => ctx.user.roleId === roleIds.driver;
export const isParent = (ctx: SignedInContext) => ctx.user.roleId === roleIds.parent;

/** The driver a driver page is about: a driver is always themself; staff may name one. */
export const driverIdFor = (ctx: SignedInContext, asked: number | undefined) =>
  isDriver(ctx) ? ctx.user.id : (asked ?? ctx.user.id);

/** A parent asking about a child not theirs gets 404, as for a student of another school. */
export async function checkStudentVisible(ctx: SignedInContext, studentId: number) {
  if (!isParent(ctx)) return;
  const children = await listChildIds(ctx.tx, ctx.tenant.id, ctx.user.id);
  if (!children.includes(studentId)) throw notFound(m.studentNotFound);
}

/** A driver sees a route they have a setting on; a parent, a route a child rides. */
export async function checkRouteVisible(ctx: SignedInContext, routeId: number) {
  const tenantId = ctx.tenant.id;
  if (isDriver(ctx)) {
    const [own] = await ctx.tx
      .select({ id: driverSettings.id })
      .from(driverSettings)
      .where(
        and(
          eq(driverSettings.tenantId, tenantId),
          eq(driverSettings.routeId, routeId),
          eq(driverSettings.driverId, ctx.user.id),
        ),
      )
      .limit(1);
    if (!own) throw notFound(m.routeNotFound);
  }
  if (isParent(ctx)) {
    const children = await listChildIds(ctx.tx, tenantId, ctx.user.id);
    const [ridden] = children.length
      ? await ctx.tx
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
