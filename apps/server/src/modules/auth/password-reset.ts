import { createHash, randomInt } from 'node:crypto';
import { authMessages, isCommonPassword } from '@shala/contracts';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import {
  clearResetGrantCookie,
  readResetGrantCookie,
  setResetGrantCookie,
} from './reset-grant-cookie.ts';
import { findUserByIdentifier, revokeAllSessions } from './session-service.ts';
import { passwordResets, users } from './tables.ts';

const codeLifetimeMs = 10 * 60_000;
const grantLifetimeMs = 15 * 60_000;
const maxCodeAttempts = 5;

const hashCode = (tenantId: number, userId: number, code: string) =>
  createHash('sha256').update(`${tenantId}:${userId}:${code}`).digest('hex');

/** Issues a 6-digit code by e-mail. Silent when no account matches, so nobody can probe for accounts. */
export async function requestPasswordReset(
  ctx: RequestContext,
  tenant: Tenant,
  username: string,
): Promise<void> {
  const user = await findUserByIdentifier(ctx.tx, tenant.id, username);
  if (!user?.isActive || !user.email) return;
  await issueResetCode(ctx, tenant, { ...user, email: user.email }, codeLifetimeMs, (code) => ({
    subject: `${tenant.name}: your password reset code`,
    text: `Hello ${user.fullName},\n\nYour code to reset your ${tenant.name} password is ${code}.\nIt is valid for 10 minutes. If you did not ask for it, ignore this e-mail.\n`,
  }));
}

/**
 * Issues a one-time code for `user` (replacing any unused one) and e-mails it after commit.
 * The code leads through verify-otp to a reset grant, like a forgotten password; invitations
 * of new staff use it with a longer lifetime.
 */
export async function issueResetCode(
  ctx: RequestContext,
  tenant: Tenant,
  user: { id: number; email: string },
  lifetimeMs: number,
  compose: (code: string) => { subject: string; text: string },
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // A new code replaces any earlier one that was not used.
  await ctx.tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tenantId, tenant.id),
        eq(passwordResets.userId, user.id),
        isNull(passwordResets.usedAt),
      ),
    );
  await ctx.tx.insert(passwordResets).values({
    tenantId: tenant.id,
    userId: user.id,
    otpHash: hashCode(tenant.id, user.id, code),
    otpExpiresAt: new Date(Date.now() + lifetimeMs),
  });
  const mail = { to: user.email, ...compose(code) };
  ctx.afterCommit.push(() => ctx.services.mailer.send(mail));
}

/**
 * Checks the code; on success grants a reset for 15 minutes to this browser (its cookie holds
 * the grant's secret) and answers the user id.
 */
export async function verifyResetCode(
  ctx: RequestContext,
  tenant: Tenant,
  username: string,
  code: string,
): Promise<number> {
  const invalid = badRequest(authMessages.invalidOtp, 'otp');
  const user = await findUserByIdentifier(ctx.tx, tenant.id, username);
  if (!user) throw invalid;
  const [reset] = await ctx.tx
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tenantId, tenant.id),
        eq(passwordResets.userId, user.id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.otpExpiresAt, new Date()),
      ),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  if (!reset || reset.attempts >= maxCodeAttempts) throw invalid;
  const byId = and(eq(passwordResets.tenantId, tenant.id), eq(passwordResets.id, reset.id));
  if (reset.otpHash !== hashCode(tenant.id, user.id, code)) {
    await ctx.tx
      .update(passwordResets)
      .set({ attempts: reset.attempts + 1 })
      .where(byId);
    ctx.failAfterCommit = invalid;
    return 0;
  }
  const secret = newToken();
  await ctx.tx
    .update(passwordResets)
    .set({
      grantExpiresAt: new Date(Date.now() + grantLifetimeMs),
      grantHash: hashToken(secret),
      attempts: maxCodeAttempts,
    })
    .where(byId);
  setResetGrantCookie(ctx.request, ctx.reply, secret, grantLifetimeMs);
  return user.id;
}

/**
 * Sets the new password once per grant held by this browser, and ends every session of the user.
 */
export async function resetPasswordWithGrant(
  ctx: RequestContext,
  tenant: Tenant,
  body: { new_password: string; userId: number; dbName?: string | null },
): Promise<void> {
  const expectedDb = tenant.kind === 'PLATFORM' ? '' : tenant.subdomain;
  if ((body.dbName ?? '') !== expectedDb && body.dbName)
    throw badRequest(authMessages.resetExpired, 'dbName');
  if (isCommonPassword(body.new_password))
    throw badRequest(authMessages.commonPassword, 'new_password');
  const secret = readResetGrantCookie(ctx.request);
  if (!secret) throw new AppError('BAD_REQUEST', authMessages.resetExpired);
  const [grant] = await ctx.tx
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tenantId, tenant.id),
        eq(passwordResets.userId, body.userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.grantExpiresAt, new Date()),
        eq(passwordResets.grantHash, hashToken(secret)),
      ),
    )
    .limit(1)
    .for('update');
  if (!grant) throw new AppError('BAD_REQUEST', authMessages.resetExpired);
  await ctx.tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.tenantId, tenant.id), eq(passwordResets.id, grant.id)));
  await ctx.tx
    .update(users)
    .set({ passwordHash: await hashPassword(body.new_password) })
    .where(and(eq(users.tenantId, tenant.id), eq(users.id, body.userId)));
  await revokeAllSessions(ctx.tx, tenant.id, body.userId);
  clearResetGrantCookie(ctx.request, ctx.reply);
}
