import {
  type CreateFeeSetupBody,
  type FeeSetupRow,
  hostelMessages as m,
  paiseToRupees,
  type UpdateFeeSetupBody,
} from '@shala/contracts';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { refuseConflicts } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { academicSessions, findSession } from '../academics/index.ts';
import { findHostel } from './hostel-service.ts';
import { hostelFeeSetups, hostelPayments, hostels } from './tables.ts';

async function selectSetups(scope: TenantScope, where: SQL | undefined) {
  const { tx, tenantId } = scope;
  const rows = await tx
    .select({
      setup: hostelFeeSetups,
      hostelName: hostels.name,
      sessionName: academicSessions.name,
    })
    .from(hostelFeeSetups)
    .innerJoin(
      hostels,
      and(eq(hostels.tenantId, hostelFeeSetups.tenantId), eq(hostels.id, hostelFeeSetups.hostelId)),
    )
    .innerJoin(
      academicSessions,
      and(
        eq(academicSessions.tenantId, hostelFeeSetups.tenantId),
        eq(academicSessions.id, hostelFeeSetups.sessionId),
      ),
    )
    .where(and(eq(hostelFeeSetups.tenantId, tenantId), where))
    .orderBy(asc(sql`lower(${hostels.name})`), asc(hostelFeeSetups.id));
  return rows.map(
    ({ setup, hostelName, sessionName }): FeeSetupRow => ({
      id: setup.id,
      hostel_id: setup.hostelId,
      session_id: setup.sessionId,
      amount: paiseToRupees(setup.amountPaise),
      late_fee: paiseToRupees(setup.lateFeePaise),
      last_day_of_submission: setup.lastDay,
      currency: setup.currency,
      currency_symbol: setup.currencySymbol,
      hostel: { hostel_name: hostelName },
      session: { session_name: sessionName },
    }),
  );
}

/** The setups of a session of this school (404 for another school's session). */
export async function listFeeSetups(scope: TenantScope, sessionId: number) {
  const { tx, tenantId } = scope;
  if (!(await findSession(tx, tenantId, sessionId))) throw notFound(m.sessionNotFound);
  return selectSetups(scope, eq(hostelFeeSetups.sessionId, sessionId));
}

async function findFeeSetup(scope: TenantScope, id: number): Promise<FeeSetupRow> {
  const [row] = await selectSetups(scope, eq(hostelFeeSetups.id, id));
  if (!row) throw notFound(m.feeSetupNotFound);
  return row;
}

/** The fee terms of a hostel in a session, or null without a setup. */
export async function findHostelFeeTerms(scope: TenantScope, hostelId: number, sessionId: number) {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .select()
    .from(hostelFeeSetups)
    .where(
      and(
        eq(hostelFeeSetups.tenantId, tenantId),
        eq(hostelFeeSetups.hostelId, hostelId),
        eq(hostelFeeSetups.sessionId, sessionId),
      ),
    );
  return row ?? null;
}

export async function createFeeSetup(
  scope: TenantScope,
  body: CreateFeeSetupBody,
): Promise<FeeSetupRow> {
  const { tx, tenantId } = scope;
  await findHostel(scope, body.hostel_id);
  if (!(await findSession(tx, tenantId, body.session_id)))
    throw badRequest(m.sessionNotFound, 'session_id');
  const [row] = await refuseConflicts(
    () =>
      tx
        .insert(hostelFeeSetups)
        .values({
          tenantId,
          hostelId: body.hostel_id,
          sessionId: body.session_id,
          amountPaise: body.amount,
          lateFeePaise: body.late_fee,
          lastDay: body.last_day_of_submission,
          currency: body.currency,
          currencySymbol: body.currency_symbol,
        })
        .returning({ id: hostelFeeSetups.id }),
    { unique: () => badRequest(m.feeSetupExists, 'hostel_id') },
  );
  return findFeeSetup(scope, row!.id);
}

/**
 * Changes the amount, late fee and last day. Months already paid keep the terms they were
 * charged on (the ledger holds them); later months are charged on the new terms.
 */
export async function updateFeeSetup(
  scope: TenantScope,
  body: UpdateFeeSetupBody,
): Promise<FeeSetupRow> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .update(hostelFeeSetups)
    .set({
      amountPaise: body.amount,
      lateFeePaise: body.late_fee,
      lastDay: body.last_day_of_submission,
    })
    .where(and(eq(hostelFeeSetups.tenantId, tenantId), eq(hostelFeeSetups.id, body.id)))
    .returning({ id: hostelFeeSetups.id });
  if (!row) throw notFound(m.feeSetupNotFound);
  return findFeeSetup(scope, row.id);
}

export async function deleteFeeSetup(scope: TenantScope, id: number): Promise<void> {
  const { tx, tenantId } = scope;
  await findFeeSetup(scope, id);
  const [paid] = await tx
    .select({ n: count() })
    .from(hostelPayments)
    .where(and(eq(hostelPayments.tenantId, tenantId), eq(hostelPayments.feeSetupId, id)));
  if ((paid?.n ?? 0) > 0) throw badRequest(m.feeSetupHasPayments);
  await tx
    .delete(hostelFeeSetups)
    .where(and(eq(hostelFeeSetups.tenantId, tenantId), eq(hostelFeeSetups.id, id)));
}
