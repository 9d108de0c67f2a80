import { defineRouteMeta } from '../core/route-meta.ts';
import type { forgotPassword, getSession, login, resetPassword, verifyOtp } from './routes.ts';

// The routes the public pages and start-up call, without their schemas (see RouteMeta).
// route-meta.test.ts checks each against its route.

export const loginMeta = defineRouteMeta<typeof login>({
  id: 'auth.login',
  method: 'POST',
  area: 'authentication',
  path: '/login',
});

export const getSessionMeta = defineRouteMeta<typeof getSession>({
  id: 'auth.session',
  method: 'POST',
  area: 'common',
  path: '/session',
});

export const forgotPasswordMeta = defineRouteMeta<typeof forgotPassword>({
  id: 'auth.forgotPassword',
  method: 'POST',
  area: 'authentication',
  path: '/forgot-password',
});

export const verifyOtpMeta = defineRouteMeta<typeof verifyOtp>({
  id: 'auth.verifyOtp',
  method: 'POST',
  area: 'authentication',
  path: '/verify-otp',
});

export const resetPasswordMeta = defineRouteMeta<typeof resetPassword>({
  id: 'auth.resetPassword',
  method: 'POST',
  area: 'authentication',
  path: '/reset-password',
});
