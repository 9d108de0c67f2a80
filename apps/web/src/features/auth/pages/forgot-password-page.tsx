import { Anchor, Center } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { RequestCodeForm } from '../components/request-code-form';
import { VerifyCodeForm } from '../components/verify-code-form';

/**
 * /forgot_password: ask for a code, then check it; a match continues at /reset-password.
 * An invitation's link (`?username=…&code=…`) skips both steps: its code is checked at once.
 */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const linkCode = params.get('code');
  const [username, setUsername] = useState<string | null>(params.get('username')?.trim() || null);
  const fromLink = username !== null && linkCode !== null && /^\d{6}$/.test(linkCode);
  return (
    <AuthLayout
      title={fromLink ? 'Set your password' : 'Forgot password?'}
      description={
        username === null
          ? 'Tell us who you are and we will send you a 6-digit code.'
          : 'Enter the 6-digit code we sent you.'
      }
    >
      {username === null ? (
        <RequestCodeForm onSent={setUsername} />
      ) : (
        <VerifyCodeForm
          username={username}
          linkCode={fromLink ? linkCode : null}
          onChangeAccount={() => setUsername(null)}
        />
      )}
      <Center>
        <Anchor component={Link} to="/login" size="sm">
          Back to sign in
        </Anchor>
      </Center>
    </AuthLayout>
  );
}
