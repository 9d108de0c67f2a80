import {
  authMessages,
  changePassword,
  forgotPassword,
  getProfile,
  getSession,
  isCommonPassword,
  login,
  logout,
  logoutAllDevices,
  resetPassword,
  roleNames,
  type SchoolRoleId,
  updateTheme,
  verifyOtp,
} from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import { getDecoyHash, hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/tokens.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { handle } from '../../platform/http/handle.ts';
import { tenantHeader } from '../../platform/tenancy.ts';
import { requestPasswordReset, resetPasswordWithGrant, verifyResetCode } from './password-reset.ts';
import {
  createSession,
  findUserByIdentifier,
  presentSession,
  revokeAllSessions,
  revokeOtherSessions,
  revokeSession,
} from './session-service.ts';
import {
  recordSignInFailure,
  recordSignInSuccess,
  startSignInAttempt,
} from './sign-in-throttle.ts';
import { users } from './tables.ts';

/** The host's tenant, refusing an unknown or suspended school. */
function requireTenant(ctx: RequestContext) {
  if (!ctx.tenant) throw notFound('This school does not exist.');
  if (ctx.tenant.status !== 'ACTIVE') throw new AppError('FORBIDDEN', authMessages.schoolSuspended);
  return ctx.tenant;
}

export const authHandlers = {
  [login.id]: handle(login, async ({ body }, ctx) => {
    const tenant = requireTenant(ctx);
    const user = await findUserByIdentifier(ctx.tx, tenant.id, body.username);
    const limits = ctx.services.rateLimits.signIn;
    const accountKey = user ? `id:${user.id}` : `name:${body.username.trim().toLowerCase()}`;
    const attempt = startSignInAttempt(limits, ctx.request, tenant.id, accountKey);
    const valid = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), body.password);
    if (!user || !valid || !user.isActive) {
      recordSignInFailure(limits, attempt);
      throw new AppError('UNAUTHORIZED', authMessages.invalidCredentials);
    }
    recordSignInSuccess(limits, attempt);
    const token = await createSession(
      ctx.tx,
      tenant.id,
      user.id,
      ctx.request.headers['user-agent'],
    );
    setSessionCookie(ctx.request, ctx.reply, token);
    ctx.message = `Welcome, ${user.fullName}`;
    const session = await presentSession(ctx.tx, tenant, user);
    // Only the native wrapper (which names its tenant in a header) gets the token in the body.
    return ctx.request.headers[tenantHeader] ? { ...session, token } : session;
  }),

  [getSession.id]: handle(getSession, async (_input, ctx) =>
    presentSession(ctx.tx, ctx.tenant, ctx.user),
  ),

  [logout.id]: handle(logout, async (_input, ctx) => {
    if (ctx.user) await revokeSession(ctx.tx, ctx.user.tenantId, ctx.user.sessionId);
    clearSessionCookie(ctx.request, ctx.reply);
    ctx.message = authMessages.loggedOut;
    return null;
  }),

  [logoutAllDevices.id]: handle(logoutAllDevices, async (_input, ctx) => {
    await revokeAllSessions(ctx.tx, ctx.user.tenantId, ctx.user.id);
    clearSessionCookie(ctx.request, ctx.reply);
    ctx.message = authMessages.loggedOutEverywhere;
    return null;
  }),

  [updateTheme.id]: handle(updateTheme, async ({ body }, ctx) => {
    const user = ctx.user;
    await ctx.tx
      .update(users)
      .set({ theme: body.theme })
      .where(and(eq(users.tenantId, user.tenantId), eq(users.id, user.id)));
    return { theme: body.theme };
  }),

  [getProfile.id]: handle(getProfile, async (_input, ctx) => {
    const user = ctx.user;
    const [row] = await ctx.tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, user.tenantId), eq(users.id, user.id)));
    if (!row) throw notFound();
    return {
      id: row.id,
      full_name: row.fullName,
      username: row.username,
      email: row.email,
      mobile: row.mobile,
      userType: row.userType,
      role_id: row.userType === 'SUPER_ADMIN' ? 1 : row.roleId,
      role_name:
        row.userType === 'SUPER_ADMIN'
          ? 'Super Admin'
          : (roleNames[row.roleId as SchoolRoleId] ?? 'User'),
      parent_type: row.parentType,
      photo_url: row.photoUrl,
      school_name: ctx.tenant.name,
      member_since: row.createdAt.toISOString(),
    };
  }),

  [changePassword.id]: handle(changePassword, async ({ body }, ctx) => {
    const user = ctx.user;
    const byId = and(eq(users.tenantId, user.tenantId), eq(users.id, user.id));
    const [row] = await ctx.tx.select({ passwordHash: users.passwordHash }).from(users).where(byId);
    if (!row || !(await verifyPassword(row.passwordHash, body.old_password))) {
      throw badRequest(authMessages.wrongCurrentPassword, 'old_password');
    }
    if (body.old_password === body.new_password)
      throw badRequest(authMessages.samePassword, 'new_password');
    if (isCommonPassword(body.new_password))
      throw badRequest(authMessages.commonPassword, 'new_password');
    await ctx.tx
      .update(users)
      .set({ passwordHash: await hashPassword(body.new_password) })
      .where(byId);
    await revokeOtherSessions(ctx.tx, user.tenantId, user.id, user.sessionId);
    ctx.message = authMessages.passwordUpdated;
    return null;
  }),

  [forgotPassword.id]: handle(forgotPassword, async ({ body }, ctx) => {
    await requestPasswordReset(ctx, requireTenant(ctx), body.username);
    ctx.message = authMessages.otpSent;
    return null;
  }),

  [verifyOtp.id]: handle(verifyOtp, async ({ body }, ctx) => ({
    userId: await verifyResetCode(ctx, requireTenant(ctx), body.username, body.otp),
  })),

  [resetPassword.id]: handle(resetPassword, async ({ body }, ctx) => {
    await resetPasswordWithGrant(ctx, requireTenant(ctx), body);
    ctx.message = authMessages.passwordChanged;
    return null;
  }),
};
