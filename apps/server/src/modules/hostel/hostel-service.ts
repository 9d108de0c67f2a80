import {
  type CreateHostelBody,
  type HostelRow,
  hostelMessages as m,
  type UpdateHostelBody,
} from '@shala/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { refuseConflicts } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { users } from '../auth/index.ts';
import { hostelFeeSetups, hostelRooms, hostels } from './tables.ts';

export const wardenRoleId = 9;

const hostelColumns = {
  id: hostels.id,
  name: hostels.name,
  address: hostels.address,
  phone: hostels.phone,
  warden_id: hostels.wardenId,
  wardenUserName: users.username,
  wardenFullName: users.fullName,
};
type HostelSelect = {
  id: number;
  name: string;
  address: string;
  phone: string;
  warden_id: number | null;
  wardenUserName: string | null;
  wardenFullName: string | null;
};
const toRow = ({ wardenUserName, wardenFullName, ...row }: HostelSelect): HostelRow => ({
  ...row,
  wardenUser:
    wardenUserName === null ? null : { user_name: wardenUserName, full_name: wardenFullName ?? '' },
});

/** The row without the warden's user name (null), for a caller who does not manage staff. */
export const withoutWardenUserName = (row: HostelRow): HostelRow => ({
  ...row,
  wardenUser: row.wardenUser && { ...row.wardenUser, user_name: null },
});

const selectHostels = (tx: Tx, tenantId: number) =>
  tx
    .select(hostelColumns)
    .from(hostels)
    .leftJoin(users, and(eq(users.tenantId, hostels.tenantId), eq(users.id, hostels.wardenId)))
    .where(eq(hostels.tenantId, tenantId))
    .$dynamic();

/** One page of hostels by name, with their wardens. */
export async function listHostels(
  scope: TenantScope,
  page: { skip: number; limit: number },
): Promise<{ list: HostelRow[]; count: number }> {
  const { tx, tenantId } = scope;
  const rows = await selectHostels(tx, tenantId)
    .orderBy(asc(sql`lower(${hostels.name})`), asc(hostels.id))
    .offset(page.skip)
    .limit(page.limit);
  const [total] = await tx
    .select({ n: count() })
    .from(hostels)
    .where(eq(hostels.tenantId, tenantId));
  return { list: rows.map(toRow), count: total?.n ?? 0 };
}

export async function findHostel(scope: TenantScope, id: number): Promise<HostelRow> {
  const { tx, tenantId } = scope;
  const [row] = await selectHostels(tx, tenantId).where(
    and(eq(hostels.tenantId, tenantId), eq(hostels.id, id)),
  );
  if (!row) throw notFound(m.hostelNotFound);
  return toRow(row);
}

/** Active users of the warden role, as options. */
export async function listWardens(scope: TenantScope) {
  const { tx, tenantId } = scope;
  const rows = await tx
    .select({ value: users.id, label: users.fullName })
    .from(users)
    .where(wardenCondition(tenantId))
    .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id));
  return rows;
}

const wardenCondition = (tenantId: number) =>
  and(
    eq(users.tenantId, tenantId),
    eq(users.userType, 'SCHOOL_USER'),
    eq(users.roleId, wardenRoleId),
    eq(users.isActive, true),
  );

async function assertWarden(scope: TenantScope, wardenId: number | null): Promise<void> {
  const { tx, tenantId } = scope;
  if (wardenId === null) return;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(wardenCondition(tenantId), eq(users.id, wardenId)));
  if (!row) throw badRequest(m.wardenNotFound, 'warden_id');
}

const exists = () => badRequest(m.hostelExists, 'name');

export async function createHostel(scope: TenantScope, body: CreateHostelBody): Promise<HostelRow> {
  const { tx, tenantId } = scope;
  await assertWarden(scope, body.warden_id);
  const [row] = await refuseConflicts(
    () =>
      tx
        .insert(hostels)
        .values({
          tenantId,
          name: body.name,
          address: body.address,
          phone: body.phone,
          wardenId: body.warden_id,
        })
        .returning({ id: hostels.id }),
    { unique: exists },
  );
  return findHostel(scope, row!.id);
}

export async function updateHostel(scope: TenantScope, body: UpdateHostelBody): Promise<HostelRow> {
  const { tx, tenantId } = scope;
  await assertWarden(scope, body.warden_id);
  const [row] = await refuseConflicts(
    () =>
      tx
        .update(hostels)
        .set({
          name: body.name,
          address: body.address,
          phone: body.phone,
          wardenId: body.warden_id,
        })
        .where(and(eq(hostels.tenantId, tenantId), eq(hostels.id, body.id)))
        .returning({ id: hostels.id }),
    { unique: exists },
  );
  if (!row) throw notFound(m.hostelNotFound);
  return findHostel(scope, row.id);
}

/** Deletes a hostel that has no rooms and no fee setups. */
export async function deleteHostel(scope: TenantScope, id: number): Promise<void> {
  const { tx, tenantId } = scope;
  await findHostel(scope, id);
  const [rooms] = await tx
    .select({ n: count() })
    .from(hostelRooms)
    .where(and(eq(hostelRooms.tenantId, tenantId), eq(hostelRooms.hostelId, id)));
  const [setups] = await tx
    .select({ n: count() })
    .from(hostelFeeSetups)
    .where(and(eq(hostelFeeSetups.tenantId, tenantId), eq(hostelFeeSetups.hostelId, id)));
  if ((rooms?.n ?? 0) > 0 || (setups?.n ?? 0) > 0) throw badRequest(m.hostelInUse);
  await tx.delete(hostels).where(and(eq(hostels.tenantId, tenantId), eq(hostels.id, id)));
}
