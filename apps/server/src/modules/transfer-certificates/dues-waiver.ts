import { tcMessages as m, roleIds, type TcDue } from '@shala/contracts';
import type { AuthUser } from '../../platform/auth/current-user.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest } from '../../platform/errors.ts';
import { hasModuleAccess } from '../../platform/http/module-access.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { tcDuesWaivers } from './tables.ts';

/** Who issues a certificate: the user (null for the demo's office) and whether they may waive. */
export interface TcIssuer {
  userId: number | null;
  canWaiveDues: boolean;
}

/** The fees counter, where fees are collected and waived: its holders may waive a leaver's dues. */
const feesModule = 'fee_collection:fee_collection';
const adminRoles: ReadonlySet<number> = new Set([roleIds.schoolAdmin, roleIds.subAdmin]);

/** An admin (school admin or sub-admin) whose role holds the fees counter may waive dues. */
export async function canWaiveDues(
  tx: Tx,
  user: Pick<AuthUser, 'tenantId' | 'roleId'>,
): Promise<boolean> {
  if (user.roleId === null || !adminRoles.has(user.roleId)) return false;
  return hasModuleAccess(tx, user, feesModule);
}

/**
 * The no-dues check: nothing owed, or dues waived with a reason by one who may. Answers the
 * waiver to keep with the certificate (null when nothing was owed).
 */
export function checkNoDues(
  dues: TcDue[],
  issuer: TcIssuer,
  reason: string | null | undefined,
): { dues: TcDue[]; reason: string } | null {
  if (dues.length === 0) return null;
  if (!reason) throw badRequest(m.duesOutstanding, 'dues_waiver_reason');
  if (!issuer.canWaiveDues) throw badRequest(m.waiverNotAllowed, 'dues_waiver_reason');
  return { dues, reason };
}

/** Keeps the waiver with the certificate it let through. */
export async function recordDuesWaiver(
  scope: TenantScope,
  tcId: number,
  waivedBy: number | null,
  waiver: { dues: TcDue[]; reason: string },
): Promise<void> {
  const { tx, tenantId } = scope;
  await tx.insert(tcDuesWaivers).values({ tenantId, tcId, waivedBy, ...waiver });
}
