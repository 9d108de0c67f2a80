import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from '../core/validation.ts';
import {
  checkForgotPasswordForm,
  checkLoginForm,
  checkOtpForm,
  checkResetPasswordForm,
  type FormErrors,
} from './form-checks.ts';
import {
  authMessages,
  forgotPasswordBodySchema,
  loginBodySchema,
  resetPasswordFormSchema,
  verifyOtpBodySchema,
} from './schemas.ts';

/** What a form shows from a schema: each field's first message. */
function schemaErrors(schema: z.ZodType, values: unknown): FormErrors {
  const parsed = schema.safeParse(values);
  const errors: FormErrors = {};
  if (!parsed.success)
    for (const { field, message } of toFieldErrors(parsed.error)) errors[field] ??= message;
  return errors;
}

// Typed text: blanks, digits, lengths around each limit (6, 128, 254, 256).
const typed = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.constantFrom('', ' ', '  \t', '123456', ' 123456 ', '12345', '1234567', '12a456'),
  fc.stringMatching(/^\s{0,2}\d{5,7}\s{0,2}$/),
  fc.integer({ min: 120, max: 260 }).map((length) => 'x'.repeat(length)),
  fc.constantFrom(5, 6, 127, 128, 129, 253, 254, 255, 256, 257).map((length) => 'z'.repeat(length)),
  fc.integer({ min: 250, max: 260 }).map((length) => ` ${'y'.repeat(length)} `),
);
const runs = { numRuns: 500 };

describe('the public forms check what their schemas check, with the same messages', () => {
  it('sign-in', () => {
    fc.assert(
      fc.property(typed, typed, (username, password) => {
        const values = { username, password };
        expect(checkLoginForm(values)).toEqual(schemaErrors(loginBodySchema, values));
      }),
      runs,
    );
  });

  it('forgot password', () => {
    fc.assert(
      fc.property(typed, (username) => {
        expect(checkForgotPasswordForm({ username })).toEqual(
          schemaErrors(forgotPasswordBodySchema, { username }),
        );
      }),
      runs,
    );
  });

  it('the code', () => {
    fc.assert(
      fc.property(typed, (otp) => {
        expect(checkOtpForm({ otp })).toEqual(
          schemaErrors(verifyOtpBodySchema.pick({ otp: true }), { otp }),
        );
      }),
      runs,
    );
  });

  it('new password, with a confirmation that is often the same', () => {
    const pair = fc.oneof(
      fc.tuple(typed, typed),
      typed.map((password) => [password, password] as const),
    );
    fc.assert(
      fc.property(pair, ([new_password, confirm_password]) => {
        const values = { new_password, confirm_password };
        expect(checkResetPasswordForm(values)).toEqual(
          schemaErrors(resetPasswordFormSchema, values),
        );
      }),
      runs,
    );
  });

  it('names the rule broken', () => {
    expect(checkLoginForm({ username: ' ', password: '' })).toEqual({
      username: authMessages.enterUsername,
      password: authMessages.enterPassword,
    });
    expect(checkResetPasswordForm({ new_password: 'abc', confirm_password: 'abd' })).toEqual({
      new_password: authMessages.passwordTooShort,
      confirm_password: authMessages.passwordMismatch,
    });
  });
});
