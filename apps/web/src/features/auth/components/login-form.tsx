import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { checkLoginForm, checkOtpForm } from '@shala/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { useLightForm } from '../../../platform/forms/use-light-form';
import { PasswordField } from '../../../ui/password-field';
import { useLogin } from '../api/login';
import { readCodeOffer } from '../lib/read-code-offer';

/**
 * User name and password; wrong credentials come back as the server's toast. A throttled
 * sign-in from a browser new to the account may be offered a code (sent to the account's
 * e-mail and mobile): the form then asks for it too.
 */
export function LoginForm() {
  const login = useLogin();
  const [codeSentTo, setCodeSentTo] = useState<string[] | null>(null);
  const form = useLightForm({
    initialValues: { username: '', password: '', otp: '' },
    validate: (values) => ({
      ...checkLoginForm(values),
      ...(codeSentTo ? checkOtpForm(values) : {}),
    }),
  });

  const submit = form.onSubmit((values) =>
    login.mutate(
      {
        username: values.username.trim(),
        password: values.password,
        ...(codeSentTo ? { otp: values.otp.trim() } : {}),
      },
      {
        onError: (error) => {
          if (applyFieldErrors(form, error)) return;
          const offer = readCodeOffer(error);
          if (offer) setCodeSentTo(offer);
        },
      },
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
        {codeSentTo && (
          <>
            <Alert color="brand" variant="light" role="status">
              If your password is right, we have sent a 6-digit code to {codeSentTo.join(' and ')}.
              It is valid for 10 minutes.
            </Alert>
            <TextInput
              label="Sign-in code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              withAsterisk
              {...form.getInputProps('otp')}
            />
          </>
        )}
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
