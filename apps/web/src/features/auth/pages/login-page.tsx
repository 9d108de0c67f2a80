import { useBranding } from '../../../platform/branding/use-branding';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

/** /login: the school's sign-in on a school host; the platform's on the root host. */
export function LoginPage() {
  const { schoolName } = useBranding();
  return (
    <AuthLayout
      title="Sign in"
      description={schoolName ? `Welcome to ${schoolName}` : 'Sign in to your Shala account'}
    >
      <LoginForm />
    </AuthLayout>
  );
}
