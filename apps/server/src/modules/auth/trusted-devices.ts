// The request and reply decorators' types (the plugin is registered in app.ts).
import type {} from '@fastify/cookie';
import { fullPath, login } from '@shala/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { hashToken, isSecureOrigin, newToken } from '../../platform/auth/tokens.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { trustedDevices } from './tables.ts';

/**
 * The device cookie (OWASP's "device cookies"): a random token, set on every successful
 * sign-in and sent only to the login route, whose hash is stored per account it signed in to.
 * It proves nothing by itself (the password is still checked); it only lets its browser past
 * the throttle other people's guesses put on the account.
 */
export const deviceCookie = 'shala_device';
const cookiePath = fullPath(login);
const lifetimeSeconds = 365 * 24 * 60 * 60;

/** The browser's device token, when it has a well-formed one. */
export function readDeviceToken(ctx: RequestContext): string | null {
  const token = ctx.request.cookies[deviceCookie];
  return token && /^[\w-]{43}$/.test(token) ? token : null;
}

/** Whether `token`'s browser has signed in to the user before. */
export async function isTrustedDevice(
  ctx: RequestContext,
  tenantId: number,
  userId: number,
  token: string,
): Promise<boolean> {
  const [row] = await ctx.tx
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tenantId, tenantId),
        eq(trustedDevices.userId, userId),
        eq(trustedDevices.tokenHash, hashToken(token)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** After a successful sign-in: this browser is trusted for the user (for a year from now). */
export async function trustDevice(
  ctx: RequestContext,
  tenantId: number,
  userId: number,
): Promise<void> {
  const token = readDeviceToken(ctx) ?? newToken();
  await ctx.tx
    .insert(trustedDevices)
    .values({ tenantId, userId, tokenHash: hashToken(token) })
    .onConflictDoUpdate({
      target: [trustedDevices.tenantId, trustedDevices.userId, trustedDevices.tokenHash],
      set: { lastUsedAt: sql`now()` },
    });
  ctx.reply.setCookie(deviceCookie, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: cookiePath,
    secure: isSecureOrigin(ctx.request),
    maxAge: lifetimeSeconds,
  });
}
