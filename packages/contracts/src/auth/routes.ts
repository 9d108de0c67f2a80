import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  logoutBodySchema,
  profileSchema,
  resetPasswordBodySchema,
  sessionSchema,
  themeBodySchema,
  verifyOtpBodySchema,
} from './schemas.ts';

export const login = defineRoute({
  id: 'auth.login',
  method: 'POST',
  area: 'authentication',
  path: '/login',
  access: { kind: 'public' },
  summary: 'Sign in with e-mail, mobile number or user name; sets the session cookie',
  body: loginBodySchema,
  data: sessionSchema.extend({ token: z.string().optional() }),
  // Not `rateLimited`: the auth module slows failed sign-ins per account and address.
});

export const getSession = defineRoute({
  id: 'auth.session',
  method: 'POST',
  area: 'common',
  path: '/session',
  access: { kind: 'signed-in' },
  summary: 'The current session',
  data: sessionSchema,
});

export const logout = defineRoute({
  id: 'auth.logout',
  method: 'POST',
  area: 'common',
  path: '/logout',
  access: { kind: 'public' },
  summary: 'Revoke the current session (succeeds even without one)',
  body: logoutBodySchema,
  data: z.null(),
});

/** Not in the spec: named in its style, next to /logout. */
export const logoutAllDevices = defineRoute({
  id: 'auth.logoutAllDevices',
  method: 'POST',
  area: 'common',
  path: '/logout-all-devices',
  access: { kind: 'signed-in' },
  summary: 'End every session of the signed-in user, this one included (sign out of all devices)',
  data: z.null(),
});

export const updateTheme = defineRoute({
  id: 'auth.updateTheme',
  method: 'PUT',
  area: 'common',
  path: '/user/theme',
  access: { kind: 'signed-in' },
  summary: "Store the user's theme",
  body: themeBodySchema,
  data: z.object({ theme: themeBodySchema.shape.theme }),
});

export const forgotPassword = defineRoute({
  id: 'auth.forgotPassword',
  method: 'POST',
  area: 'authentication',
  path: '/forgot-password',
  access: { kind: 'public' },
  summary: 'Send a 6-digit code; answers the same whether or not the account exists',
  body: forgotPasswordBodySchema,
  data: z.null(),
  rateLimited: true,
});

export const verifyOtp = defineRoute({
  id: 'auth.verifyOtp',
  method: 'POST',
  area: 'authentication',
  path: '/verify-otp',
  access: { kind: 'public' },
  summary: 'Check the code; grants a password reset for 15 minutes',
  body: verifyOtpBodySchema,
  data: z.object({ userId: z.number().int() }),
  rateLimited: true,
});

export const resetPassword = defineRoute({
  id: 'auth.resetPassword',
  method: 'POST',
  area: 'authentication',
  path: '/reset-password',
  access: { kind: 'public' },
  summary: 'Set a new password with a granted reset; ends every session of the user',
  body: resetPasswordBodySchema,
  data: z.null(),
  rateLimited: true,
});

export const changePassword = defineRoute({
  id: 'auth.changePassword',
  method: 'PUT',
  area: 'common',
  path: '/change-password',
  access: { kind: 'signed-in' },
  summary: "Change the signed-in user's password; ends the user's other sessions",
  body: changePasswordBodySchema,
  data: z.null(),
  rateLimited: true,
});

export const getProfile = defineRoute({
  id: 'auth.profile',
  method: 'GET',
  area: 'common',
  path: '/profile',
  access: { kind: 'signed-in' },
  summary: "The signed-in user's own profile (for /view_user_profile)",
  data: profileSchema,
});

export const authRoutes = [
  getProfile,
  changePassword,
  login,
  getSession,
  logout,
  logoutAllDevices,
  updateTheme,
  forgotPassword,
  verifyOtp,
  resetPassword,
];
