import { authMessages, passwordMinLength } from './messages.ts';

/**
 * The public forms' checks without zod, so the sign-in page loads no schema library: the same
 * rules and messages as the schemas (form-checks.test.ts compares them on generated input),
 * answering each field's first problem as a form shows it. The server still parses with zod.
 */
export type FormErrors = Record<string, string>;

type FieldCheck = (value: string) => string | null;

// A schema's own message (z.string({ error })) covers its limits too: a text that is too long
// shows the same message as a missing one.
const text =
  (message: string, max: number, { trim }: { trim: boolean }): FieldCheck =>
  (value) => {
    const length = (trim ? value.trim() : value).length;
    return length < 1 || length > max ? message : null;
  };

const username = text(authMessages.enterUsername, 254, { trim: true });
const password = text(authMessages.enterPassword, 256, { trim: false });

const newPassword: FieldCheck = (value) => {
  if (value.length < 1) return authMessages.enterNewPassword;
  if (value.length < passwordMinLength) return authMessages.passwordTooShort;
  return value.length > 128 ? 'Password must be at most 128 characters' : null;
};

const otp: FieldCheck = (value) => (/^\d{6}$/.test(value.trim()) ? null : authMessages.enterOtp);

function checkFields<Field extends string>(
  checks: Record<Field, FieldCheck>,
  values: Record<Field, string>,
): FormErrors {
  const errors: FormErrors = {};
  for (const [field, check] of Object.entries(checks) as [Field, FieldCheck][]) {
    const message = check(values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The sign-in form (loginBodySchema). */
export const checkLoginForm = (values: { username: string; password: string }) =>
  checkFields({ username, password }, values);

/** The forgot-password form (forgotPasswordBodySchema). */
export const checkForgotPasswordForm = (values: { username: string }) =>
  checkFields({ username }, values);

/** The code step of the reset (verifyOtpBodySchema's `otp`). */
export const checkOtpForm = (values: { otp: string }) => checkFields({ otp }, values);

/** The new-password form (resetPasswordFormSchema): the confirmation must match. */
export function checkResetPasswordForm(values: {
  new_password: string;
  confirm_password: string;
}): FormErrors {
  const errors = checkFields(
    {
      new_password: newPassword,
      confirm_password: (value) => (value.length < 1 ? authMessages.enterNewPasswordAgain : null),
    },
    values,
  );
  if (!errors.confirm_password && values.new_password !== values.confirm_password)
    errors.confirm_password = authMessages.passwordMismatch;
  return errors;
}
