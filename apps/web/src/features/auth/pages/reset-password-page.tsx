import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Center, Stack } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { readResetUserId } from '../api/reset-password';
import type { ResetPasswordState } from '../api/verify-otp';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /reset-password: reached from a verified code; without one there is nothing to reset. */
export function ResetPasswordPage() {
  const granted = readResetUserId() !== null;
  const fromLink = (useLocation().state as ResetPasswordState | null)?.fromLink === true;
  return (
    <AuthLayout
      title={fromLink ? 'Set your password' : 'Reset password'}
      description={
        fromLink
          ? 'Your link is accepted. Choose the password you will sign in with.'
          : 'Choose a new password for your account.'
      }
    >
      {granted ? (
        <ResetPasswordForm />
      ) : (
        <Stack gap="md">
          <Alert color="yellow" icon={<IconClockExclamation size={20} aria-hidden />}>
            This page needs a verification code. Please request a new code to reset your password.
          </Alert>
          <Button component={Link} to="/forgot_password" fullWidth>
            Request a code
          </Button>
        </Stack>
      )}
      <Center>
        <Anchor component={Link} to="/login" size="sm">
          Back to sign in
        </Anchor>
      </Center>
    </AuthLayout>
  );
}
