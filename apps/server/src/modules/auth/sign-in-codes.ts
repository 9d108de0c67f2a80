import { createHash, randomInt } from 'node:crypto';
import { fullPath, login } from '@shala/contracts';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { hashToken, isSecureOrigin, newToken } from '../../platform/auth/tokens.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { signInCodes } from './tables.ts';

/**
 * A new browser's way past a throttled account: a 6-digit code to the account's e-mail and
 * mobile, sent back with the password. The code is bound to the browser that asked (an
 * HttpOnly challenge cookie, sent only to the login route), so another browser's wrong codes
 * never use up its five tries.
 */
const challengeCookie = 'shala_sign_in';
const cookiePath = fullPath(login);
const codeLifetimeMs = 10 * 60_000;
const maxTries = 5;

export interface CodeOwner {
  id: number;
  fullName: string;
  email: string | null;
  mobile: string | null;
}

const hashCode = (tenantId: number, userId: number, code: string) =>
  createHash('sha256').update(`sign-in:${tenantId}:${userId}:${code}`).digest('hex');

/** The live code this browser was sent for the user, if any. */
async function findLiveCode(ctx: RequestContext, tenantId: number, userId: number) {
  const challenge = ctx.request.cookies[challengeCookie];
  if (!challenge) return null;
  const [row] = await ctx.tx
    .select()
    .from(signInCodes)
    .where(
      and(
        eq(signInCodes.tenantId, tenantId),
        eq(signInCodes.challengeHash, hashToken(challenge)),
        eq(signInCodes.userId, userId),
        isNull(signInCodes.usedAt),
        gt(signInCodes.expiresAt, new Date()),
        lt(signInCodes.attempts, maxTries),
      ),
    )
    .orderBy(desc(signInCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** Where a code for the user goes, masked for the sign-in page; empty when nowhere. */
export function maskDestinations(user: CodeOwner): string[] {
  const masked: string[] = [];
  if (user.email) {
    const [name = '', domain = ''] = user.email.split('@');
    const dot = domain.lastIndexOf('.');
    masked.push(
      `${name.slice(0, 1)}•••@${domain.slice(0, 1)}•••${dot > 0 ? domain.slice(dot) : ''}`,
    );
  }
  if (user.mobile) masked.push(`••••••${user.mobile.slice(-2)}`);
  return masked;
}

/**
 * Starts a challenge for this browser: its cookie, and (when the password was `checked`) a row
 * holding the code, which is sent to the user's e-mail and mobile when `send`. The caller
 * sends only when the password was right, yet answers alike, so only the owner's mailbox
 * learns whether it was; a check costs the same either way.
 */
export async function startSignInChallenge(
  ctx: RequestContext,
  tenant: Tenant,
  user: CodeOwner,
  { checked, send }: { checked: boolean; send: boolean },
): Promise<void> {
  const challenge = newToken();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  if (checked) {
    const ofUser = and(eq(signInCodes.tenantId, tenant.id), eq(signInCodes.userId, user.id));
    await ctx.tx.delete(signInCodes).where(and(ofUser, lt(signInCodes.expiresAt, new Date())));
    await ctx.tx.insert(signInCodes).values({
      tenantId: tenant.id,
      userId: user.id,
      challengeHash: hashToken(challenge),
      // Unsent, the row holds a hash no code matches.
      otpHash: send ? hashCode(tenant.id, user.id, code) : hashToken(newToken()),
      expiresAt: new Date(Date.now() + codeLifetimeMs),
    });
  }
  ctx.reply.setCookie(challengeCookie, challenge, {
    httpOnly: true,
    sameSite: 'strict',
    path: cookiePath,
    secure: isSecureOrigin(ctx.request),
    maxAge: codeLifetimeMs / 1000,
  });
  if (send) sendSignInCode(ctx, tenant, user, code);
}

function sendSignInCode(ctx: RequestContext, tenant: Tenant, user: CodeOwner, code: string) {
  const text = `Your code to sign in to ${tenant.name} is ${code}. It is valid for 10 minutes. If you did not try to sign in, change your password: someone else knows it.`;
  const { email, mobile } = user;
  if (email)
    ctx.afterCommit.push(() =>
      ctx.services.mailer.send({
        to: email,
        subject: `${tenant.name}: your sign-in code`,
        text: `Hello ${user.fullName},\n\n${text}\n`,
      }),
    );
  if (mobile) ctx.afterCommit.push(() => ctx.services.sms.send({ to: mobile, text }));
}

/**
 * Checks a code this browser was sent; every check uses one of its tries. Answers the code's
 * id when it matches, null otherwise (the caller commits the used try before refusing).
 */
export async function checkSignInCode(
  ctx: RequestContext,
  tenantId: number,
  userId: number,
  code: string,
): Promise<number | null> {
  const row = await findLiveCode(ctx, tenantId, userId);
  if (!row) return null;
  await ctx.tx
    .update(signInCodes)
    .set({ attempts: row.attempts + 1 })
    .where(and(eq(signInCodes.tenantId, tenantId), eq(signInCodes.id, row.id)));
  return row.otpHash === hashCode(tenantId, userId, code) ? row.id : null;
}

/** After the sign-in the code allowed: the code is spent and its cookie cleared. */
export async function spendSignInCode(
  ctx: RequestContext,
  tenantId: number,
  codeId: number,
): Promise<void> {
  await ctx.tx
    .update(signInCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(signInCodes.tenantId, tenantId), eq(signInCodes.id, codeId)));
  ctx.reply.clearCookie(challengeCookie, {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecureOrigin(ctx.request),
  });
}
