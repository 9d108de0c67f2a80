import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authMessages, checkResetPasswordForm } from '@shala/contracts';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { PasswordField } from '../../../ui/password-field';
import { useResetPassword } from '../api/reset-password';

interface ResetValues {
  new_password: string;
  confirm_password: string;
}

/** Spec §2.2: new and confirm password; SUBMIT waits while the length error shows. */
export function ResetPasswordForm() {
  const resetPassword = useResetPassword();
  const form = useForm<ResetValues>({
    mode: 'controlled',
    initialValues: { new_password: '', confirm_password: '' },
    validate: checkResetPasswordForm,
    validateInputOnChange: ['new_password'],
    validateInputOnBlur: true,
  });

  const lengthError = form.errors.new_password === authMessages.passwordTooShort;
  const submit = form.onSubmit(({ new_password }) =>
    resetPassword.mutate(new_password, { onError: (error) => applyFieldErrors(form, error) }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('new_password')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirm_password')}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={lengthError}
          loading={resetPassword.isPending}
        >
          SUBMIT
        </Button>
      </Stack>
    </form>
  );
}
