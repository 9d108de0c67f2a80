import { z } from 'zod';
import { themes, userTypes } from '../core/roles.ts';
import { requiredText } from '../core/validation.ts';
import { authMessages, passwordMinLength } from './messages.ts';

export { authMessages, passwordMinLength } from './messages.ts';

const otpSchema = z
  .string({ error: authMessages.enterOtp })
  .trim()
  .regex(/^\d{6}$/, { error: authMessages.enterOtp });

export const loginBodySchema = z.object({
  username: requiredText(authMessages.enterUsername, 254),
  password: z
    .string({ error: authMessages.enterPassword })
    .min(1, { error: authMessages.enterPassword })
    .max(256),
  /** Not in the spec: the code a throttled sign-in sent (see signInCodeOfferSchema). */
  otp: otpSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * The `data` of a 429 answer to a throttled sign-in from a browser the account has not
 * signed in from: a code went to the account's e-mail and mobile (masked here), to be sent
 * back as `otp` with the password.
 */
export const signInCodeOfferSchema = z.object({ codeSentTo: z.array(z.string()).min(1) });
export type SignInCodeOffer = z.infer<typeof signInCodeOfferSchema>;

export const themeSchema = z.enum(themes, { error: 'Theme must be LIGHT, DARK or SYSTEM' });

export const sessionUserSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  userType: z.enum(userTypes),
  user_role_id: z.number().int().nullable(),
  parent_type: z.number().int().nullable(),
  accessibleModules: z.array(z.number().int()),
  redirectUrl: z.string(),
  theme: themeSchema,
  logo: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const schoolDataSchema = z.object({
  db_name: z.string(),
  school_name: z.string(),
  primary_color: z.string(),
  text_color: z.string(),
  logo: z.string(),
});
export type SchoolData = z.infer<typeof schoolDataSchema>;

/** The session shape answered by login and by `common/session`. */
export const sessionSchema = z.object({
  user: sessionUserSchema,
  schoolData: schoolDataSchema.nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

export const logoutBodySchema = z.object({ subdomain: z.string().max(63).nullish() });

export const themeBodySchema = z.object({ theme: themeSchema });

export const forgotPasswordBodySchema = z.object({
  username: requiredText(authMessages.enterUsername, 254),
});

export const verifyOtpBodySchema = z.object({
  username: requiredText(authMessages.enterUsername, 254),
  otp: otpSchema,
});

export const newPasswordSchema = z
  .string({ error: authMessages.enterNewPassword })
  .min(1, { error: authMessages.enterNewPassword })
  .min(passwordMinLength, { error: authMessages.passwordTooShort })
  .max(128, { error: 'Password must be at most 128 characters' });

export const resetPasswordBodySchema = z.object({
  new_password: newPasswordSchema,
  userId: z.coerce
    .number({ error: 'Invalid reset request' })
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER),
  dbName: z.string().max(63).nullish(),
});

/** The reset-password form: both fields required, confirm must match. */
export const resetPasswordFormSchema = z
  .object({
    new_password: newPasswordSchema,
    confirm_password: z
      .string({ error: authMessages.enterNewPasswordAgain })
      .min(1, { error: authMessages.enterNewPasswordAgain }),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    error: authMessages.passwordMismatch,
    path: ['confirm_password'],
  });

export const changePasswordBodySchema = z.object({
  old_password: z
    .string({ error: authMessages.enterCurrentPassword })
    .min(1, { error: authMessages.enterCurrentPassword })
    .max(256),
  new_password: newPasswordSchema,
});

/** The change-password form: current, new and confirm. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({
    confirm_password: z
      .string({ error: authMessages.enterNewPasswordAgain })
      .min(1, { error: authMessages.enterNewPasswordAgain }),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    error: authMessages.passwordMismatch,
    path: ['confirm_password'],
  });

export const profileSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  userType: z.enum(userTypes),
  role_id: z.number().int().nullable(),
  role_name: z.string(),
  parent_type: z.number().int().nullable(),
  photo_url: z.string().nullable(),
  school_name: z.string(),
  member_since: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
