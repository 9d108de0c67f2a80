import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkForgotPasswordForm } from '@shala/contracts';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { useForgotPassword } from '../api/forgot-password';

interface RequestCodeFormProps {
  /** Called with the user name once a code has been requested for it. */
  onSent: (username: string) => void;
}

/** Step 1 of forgot password: who are you? */
export function RequestCodeForm({ onSent }: RequestCodeFormProps) {
  const forgotPassword = useForgotPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '' },
    validate: checkForgotPasswordForm,
  });

  const submit = form.onSubmit(({ username }) => {
    const name = username.trim();
    forgotPassword.mutate(name, {
      onSuccess: () => onSent(name),
      onError: (error) => applyFieldErrors(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="E-mail, mobile number or user name"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          {...form.getInputProps('username')}
        />
        <Button type="submit" size="md" fullWidth loading={forgotPassword.isPending}>
          SEND CODE
        </Button>
      </Stack>
    </form>
  );
}
