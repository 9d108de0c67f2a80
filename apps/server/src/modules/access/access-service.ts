import type { SchoolRoleId } from '@shala/contracts';
import { defaultPageIdsFor, moduleCatalogue, schoolRoleIds } from '@shala/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { forgetSessions } from '../../platform/auth/session-cache.ts';
import type { AppDb, Tx } from '../../platform/db/connect.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';
import { modules, roleModuleAccess } from './tables.ts';

/** Replaces a role's pages in one statement pair (inside the request's transaction). */
export async function replaceRolePageIds(
  tx: Tx,
  tenantId: number,
  roleId: number,
  pageIds: number[],
): Promise<void> {
  forgetSessions(tx, { tenantId });
  await tx
    .delete(roleModuleAccess)
    .where(and(eq(roleModuleAccess.tenantId, tenantId), eq(roleModuleAccess.roleId, roleId)));
  if (pageIds.length)
    await tx
      .insert(roleModuleAccess)
      .values(pageIds.map((moduleId) => ({ tenantId, roleId, moduleId })));
}

/** Gives every role of a new school its default pages. */
export async function grantDefaultAccess(tx: Tx, tenantId: number): Promise<void> {
  const rows = schoolRoleIds
    .filter((roleId) => roleId !== 2)
    .flatMap((roleId) =>
      defaultPageIdsFor(roleId as SchoolRoleId).map((moduleId) => ({ tenantId, roleId, moduleId })),
    );
  await tx.insert(roleModuleAccess).values(rows).onConflictDoNothing();
}

/** Makes the `modules` rows equal the catalogue of contracts (run at start-up). */
export async function syncModuleCatalogue(db: AppDb): Promise<void> {
  const rows = moduleCatalogue.map((entry) => ({
    id: entry.id,
    key: entry.key,
    name: entry.name,
    url: entry.url,
    icon: entry.icon,
    order: entry.order,
    parentId: entry.parent_id,
    type: entry.type,
    area: entry.area,
    additionalModule: entry.additional_module ? 1 : 0,
    paymentFormat: entry.payment_format,
    createPermission: entry.permissions?.CREATE ?? null,
  }));
  await withPlatform(db, async (tx) => {
    await tx
      .insert(modules)
      .values(rows)
      .onConflictDoUpdate({
        target: modules.id,
        set: {
          key: sql`excluded.key`,
          name: sql`excluded.name`,
          url: sql`excluded.url`,
          icon: sql`excluded.icon`,
          order: sql`excluded."order"`,
          parentId: sql`excluded.parent_id`,
          type: sql`excluded.type`,
          area: sql`excluded.area`,
          additionalModule: sql`excluded.additional_module`,
          paymentFormat: sql`excluded.payment_format`,
          createPermission: sql`excluded.create_permission`,
        },
      });
  });
}
