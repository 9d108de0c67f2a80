import { Anchor, Center } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { RequestCodeForm } from '../components/request-code-form';
import { VerifyCodeForm } from '../components/verify-code-form';

/** /forgot_password: ask for a code, then check it; a match continues at /reset-password. */
export function ForgotPasswordPage() {
  const [username, setUsername] = useState<string | null>(null);
  return (
    <AuthLayout
      title="Forgot password?"
      description={
        username === null
          ? 'Tell us who you are and we will send you a 6-digit code.'
          : 'Enter the 6-digit code we sent you.'
      }
    >
      {username === null ? (
        <RequestCodeForm onSent={setUsername} />
      ) : (
        <VerifyCodeForm username={username} onChangeAccount={() => setUsername(null)} />
      )}
      <Center>
        <Anchor component={Link} to="/login" size="sm">
          Back to sign in
        </Anchor>
      </Center>
    </AuthLayout>
  );
}
