import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordFormSchema } from '@shala/contracts';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { PasswordField } from '../../../ui/password-field';
import { useChangePassword } from '../api/change-password';

interface ChangePasswordValues {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

const emptyValues: ChangePasswordValues = {
  old_password: '',
  new_password: '',
  confirm_password: '',
};

/** Current, new and confirm password; the rules and messages are those of contracts. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordValues>({
    mode: 'controlled',
    initialValues: emptyValues,
    validate: schemaValidator<ChangePasswordValues>(changePasswordFormSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(({ old_password, new_password }) =>
    changePassword.mutate(
      { old_password, new_password },
      {
        onSuccess: () => form.reset(),
        onError: (error) => applyFieldErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="md">
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('old_password')}
        />
        <PasswordField
          label="New Password"
          description="At least 6 characters"
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
        <Group justify="flex-end">
          <Button type="submit" loading={changePassword.isPending}>
            CHANGE PASSWORD
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
