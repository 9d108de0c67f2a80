import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { checkLoginForm, type LoginBody } from '@shala/contracts';
import { Link } from 'react-router';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { useLightForm } from '../../../platform/forms/use-light-form';
import { PasswordField } from '../../../ui/password-field';
import { useLogin } from '../api/login';

/** User name and password; wrong credentials come back as the server's toast. */
export function LoginForm() {
  const login = useLogin();
  const form = useLightForm<LoginBody>({
    initialValues: { username: '', password: '' },
    validate: checkLoginForm,
  });

  const submit = form.onSubmit((values) =>
    login.mutate(
      { username: values.username.trim(), password: values.password },
      { onError: (error) => applyFieldErrors(form, error) },
    ),
  );

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
        <PasswordField
          label="Password"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-4}>
          <Anchor component={Link} to="/forgot_password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          SIGN IN
        </Button>
      </Stack>
    </form>
  );
}
