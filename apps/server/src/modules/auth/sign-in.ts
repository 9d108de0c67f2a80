import { authMessages, type LoginBody, messages, type SignInCodeOffer } from '@shala/contracts';
import { getDecoyHash, verifyPassword } from '../../platform/auth/passwords.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { ipKey } from '../../platform/rate-limit.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findUserByIdentifier } from './session-service.ts';
import {
  checkSignInCode,
  maskDestinations,
  spendSignInCode,
  startSignInChallenge,
} from './sign-in-codes.ts';
import {
  isSignInThrottled,
  pathOf,
  recordSignInFailure,
  recordSignInSuccess,
  startSignInAttempt,
  takeSignInCode,
  takeSlowedCheck,
} from './sign-in-throttle.ts';
import { isTrustedDevice, readDeviceToken, trustDevice } from './trusted-devices.ts';

type User = NonNullable<Awaited<ReturnType<typeof findUserByIdentifier>>>;

/**
 * Checks a sign-in through the throttle (sign-in-throttle.ts) and answers the user, or null
 * when `ctx.failAfterCommit` holds the refusal (a used code try or a sent code must be kept).
 */
export async function checkSignIn(
  ctx: RequestContext,
  tenant: Tenant,
  body: LoginBody,
): Promise<User | null> {
  const limits = ctx.services.rateLimits.signIn;
  const user = await findUserByIdentifier(ctx.tx, tenant.id, body.username);
  const deviceToken = readDeviceToken(ctx);
  const trusted =
    user && deviceToken ? await isTrustedDevice(ctx, tenant.id, user.id, deviceToken) : false;
  const attempt = startSignInAttempt(
    tenant.id,
    user ? `id:${user.id}` : `name:${body.username.trim().toLowerCase()}`,
    ipKey(ctx.request.ip),
    trusted && deviceToken ? hashToken(deviceToken) : null,
  );

  let codeId: number | null = null;
  if (body.otp) {
    codeId = user ? await checkSignInCode(ctx, tenant.id, user.id, body.otp) : null;
    if (codeId === null) return refuseAfterCommit(ctx, badRequest(authMessages.invalidOtp, 'otp'));
  }
  if (codeId === null && isSignInThrottled(limits, attempt)) {
    const codeSentTo = user ? maskDestinations(user) : [];
    if (!user || codeSentTo.length === 0)
      throw new AppError('TOO_MANY_REQUESTS', messages.tooManyAttempts);
    // Not a guess: the answer is the same whether or not the password was right.
    const checked = user.isActive && takeSlowedCheck(limits, attempt);
    const right = checked && (await verifyPassword(user.passwordHash, body.password));
    const send = right && takeSignInCode(limits, attempt);
    await startSignInChallenge(ctx, tenant, user, { checked, send });
    const offer: SignInCodeOffer = { codeSentTo };
    return refuseAfterCommit(
      ctx,
      new AppError('TOO_MANY_REQUESTS', authMessages.signInCodeSent, [], offer),
    );
  }

  const valid = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), body.password);
  const right = Boolean(user?.isActive && valid);
  const path = pathOf(attempt, codeId !== null);
  if (!user || !right) {
    recordSignInFailure(limits, attempt, path);
    const invalid = new AppError('UNAUTHORIZED', authMessages.invalidCredentials);
    // The code's used try is written before the refusal.
    if (codeId !== null) return refuseAfterCommit(ctx, invalid);
    throw invalid;
  }
  recordSignInSuccess(limits, attempt, path);
  if (codeId !== null) await spendSignInCode(ctx, tenant.id, codeId);
  await trustDevice(ctx, tenant.id, user.id);
  return user;
}

function refuseAfterCommit(ctx: RequestContext, error: AppError): null {
  ctx.failAfterCommit = error;
  return null;
}
