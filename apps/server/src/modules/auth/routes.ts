import {
  authMessages,
  changePassword,
  forgotPassword,
  getProfile,
  getSession,
  login,
  logout,
  logoutAllDevices,
  resetPassword,
  updateTheme,
  verifyOtp,
} from '@shala/contracts';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/tokens.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { handle } from '../../platform/http/handle.ts';
import { tenantHeader } from '../../platform/tenancy.ts';
import { requestPasswordReset, resetPasswordWithGrant, verifyResetCode } from './password-reset.ts';
import * as profile from './profile-service.ts';
import {
  createSession,
  presentSession,
  revokeAllSessions,
  revokeSession,
} from './session-service.ts';
import { checkSignIn } from './sign-in.ts';

/** The host's tenant, refusing an unknown or suspended school. */
function requireTenant(ctx: RequestContext) {
  if (!ctx.tenant) throw notFound('This school does not exist.');
  if (ctx.tenant.status !== 'ACTIVE') throw new AppError('FORBIDDEN', authMessages.schoolSuspended);
  return ctx.tenant;
}

export const authHandlers = {
  [login.id]: handle(login, async ({ body }, ctx) => {
    const tenant = requireTenant(ctx);
    const user = await checkSignIn(ctx, tenant, body);
    // Refused after committing (ctx.failAfterCommit): the answer is never sent.
    if (!user) return null as never;
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
    if (ctx.user) await revokeSession(ctx.tx, ctx.user.tenantId, ctx.user.id, ctx.user.sessionId);
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

  [updateTheme.id]: handle(
    updateTheme,
    async ({ body }, ctx) =>
      profile.updateTheme(ctx.tx, ctx.user.tenantId, ctx.user.id, body.theme),
    { singleStatement: true },
  ),

  [getProfile.id]: handle(getProfile, async (_input, ctx) =>
    profile.getProfile(ctx.tx, ctx.user.tenantId, ctx.user.id, ctx.tenant.name),
  ),

  [changePassword.id]: handle(changePassword, async ({ body }, ctx) => {
    await profile.updatePassword(ctx.tx, ctx.user, body);
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
