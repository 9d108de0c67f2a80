import { describe, expect, it } from 'vitest';
import {
  forgotPasswordMeta,
  getSessionMeta,
  loginMeta,
  resetPasswordMeta,
  verifyOtpMeta,
} from '../auth/route-meta.ts';
import { forgotPassword, getSession, login, resetPassword, verifyOtp } from '../auth/routes.ts';
import { validateSubdomainMeta } from '../schools/route-meta.ts';
import { validateSubdomain } from '../schools/routes.ts';

describe('each route meta names its route', () => {
  it.each([
    [loginMeta, login],
    [getSessionMeta, getSession],
    [forgotPasswordMeta, forgotPassword],
    [verifyOtpMeta, verifyOtp],
    [resetPasswordMeta, resetPassword],
    [validateSubdomainMeta, validateSubdomain],
  ])('%o', (meta, route) => {
    expect(meta).toEqual({
      id: route.id,
      method: route.method,
      area: route.area,
      path: route.path,
      ...(route.consumes ? { consumes: route.consumes } : {}),
    });
  });
});
