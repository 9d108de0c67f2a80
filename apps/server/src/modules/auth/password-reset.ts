import { createHash, randomInt } from 'node:crypto';
import { authMessages, isCommonPassword } from '@shala/contracts';
import { and, desc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { AfterCommit } from '../../platform/scope.ts';
import type { Sms } from '../../platform/sms/sms-provider.ts';
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
  await issueResetCode(
    ctx.tx,
    ctx,
    tenant,
    { ...user, email: user.email },
    codeLifetimeMs,
    (code) => ({
      subject: `${tenant.name}: your password reset code`,
      text: `Hello ${user.fullName},\n\nYour code to reset your ${tenant.name} password is ${code}.\nIt is valid for 10 minutes. If you did not ask for it, ignore this e-mail.\n`,
    }),
  );
}

/** What a code is told in: the e-mail, and an SMS when the caller wants one sent too. */
export interface CodeMessage {
  subject: string;
  text: string;
  sms?: Sms;
}

/**
 * Issues a one-time code for `user` and e-mails it (and SMS it, when composed) after commit.
 * The code leads through verify-otp to a reset grant, like a forgotten password; invitations
 * of new staff and of a new school's admin use it with a longer lifetime. `tenant` is the
 * user's school, which the operator's request for a new school is not in.
 */
export async function issueResetCode(
  tx: Tx,
  after: AfterCommit,
  tenant: Pick<Tenant, 'id'>,
  user: { id: number; email: string },
  lifetimeMs: number,
  compose: (code: string) => CodeMessage,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + lifetimeMs);
  // A new code replaces the unused ones it outlives, and only those: a 10-minute code asked on
  // the forgot-password page leaves a 3-day invitation's code valid, a new invitation does not.
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tenantId, tenant.id),
        eq(passwordResets.userId, user.id),
        isNull(passwordResets.usedAt),
        lte(passwordResets.otpExpiresAt, expiresAt),
      ),
    );
  await tx.insert(passwordResets).values({
    tenantId: tenant.id,
    userId: user.id,
    otpHash: hashCode(tenant.id, user.id, code),
    otpExpiresAt: expiresAt,
  });
  const { sms, ...message } = compose(code);
  const mail = { to: user.email, ...message };
  after.afterCommit.push(() => after.services.mailer.send(mail));
  if (sms) after.afterCommit.push(() => after.services.sms.send(sms));
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
  // Every live code of the user counts (an invitation's and a later forgot-password one); a
  // wrong guess is counted against each, so two live codes give no more guesses than one.
  const live = await ctx.tx
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tenantId, tenant.id),
        eq(passwordResets.userId, user.id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.otpExpiresAt, new Date()),
        lt(passwordResets.attempts, maxCodeAttempts),
      ),
    )
    .orderBy(desc(passwordResets.createdAt));
  if (live.length === 0) throw invalid;
  const reset = live.find((row) => row.otpHash === hashCode(tenant.id, user.id, code));
  if (!reset) {
    await ctx.tx
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(
        and(
          eq(passwordResets.tenantId, tenant.id),
          inArray(
            passwordResets.id,
            live.map((row) => row.id),
          ),
        ),
      );
    ctx.failAfterCommit = invalid;
    return 0;
  }
  const byId = and(eq(passwordResets.tenantId, tenant.id), eq(passwordResets.id, reset.id));
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
  // The password is chosen: every other live code of the user (an invitation's) ends with it.
  await ctx.tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tenantId, tenant.id),
        eq(passwordResets.userId, body.userId),
        isNull(passwordResets.usedAt),
      ),
    );
  await ctx.tx
    .update(users)
    .set({ passwordHash: await hashPassword(body.new_password) })
    .where(and(eq(users.tenantId, tenant.id), eq(users.id, body.userId)));
  await revokeAllSessions(ctx.tx, tenant.id, body.userId);
  clearResetGrantCookie(ctx.request, ctx.reply);
}
