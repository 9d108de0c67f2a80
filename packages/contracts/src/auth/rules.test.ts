import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './rules.ts';
import { authMessages, resetPasswordFormSchema } from './schemas.ts';

describe('isCommonPassword', () => {
  it.each(['123456', 'password', 'qwerty', 'Password123', ' PASSWORD ', 'iloveyou', 'school123'])(
    'refuses %j',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Secret#123', 'Brand#New42', 'password!', '1234567x', ''])('accepts %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

describe('resetPasswordFormSchema', () => {
  const parse = (new_password: string, confirm_password: string) =>
    resetPasswordFormSchema.safeParse({ new_password, confirm_password });
  const messagesOf = (result: ReturnType<typeof parse>, field: string) =>
    result.success
      ? []
      : result.error.issues.filter((issue) => issue.path.join('.') === field).map((i) => i.message);

  it('names each missing or short field', () => {
    expect(messagesOf(parse('', 'x'), 'new_password')[0]).toBe(authMessages.enterNewPassword);
    expect(messagesOf(parse('abc', 'abc'), 'new_password')).toEqual([
      authMessages.passwordTooShort,
    ]);
    expect(messagesOf(parse('Secret#123', ''), 'confirm_password')[0]).toBe(
      authMessages.enterNewPasswordAgain,
    );
    expect(messagesOf(parse('Secret#123', 'Secret#124'), 'confirm_password')).toEqual([
      authMessages.passwordMismatch,
    ]);
  });

  // Half the pairs are equal, so both outcomes are well covered.
  const password = fc.string({ maxLength: 40 });
  const pair = fc.oneof(
    password.map((p) => [p, p] as const),
    fc.tuple(password, password),
  );

  it('accepts exactly when both passwords are equal and at least 6 characters long', () => {
    fc.assert(
      fc.property(pair, ([newPassword, confirm]) => {
        const accepted = newPassword === confirm && newPassword.length >= 6;
        expect(parse(newPassword, confirm).success).toBe(accepted);
      }),
    );
  });

  it('refuses a differing confirmation with "Password does not match" on confirm', () => {
    const valid = fc.string({ minLength: 6, maxLength: 40 });
    fc.assert(
      fc.property(valid, fc.string({ minLength: 1, maxLength: 40 }), (newPassword, confirm) => {
        fc.pre(newPassword !== confirm);
        expect(messagesOf(parse(newPassword, confirm), 'confirm_password')).toEqual([
          authMessages.passwordMismatch,
        ]);
      }),
    );
  });
});
