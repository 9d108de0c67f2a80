import { Navigate } from 'react-router';
import { useBranding } from '../../../platform/branding/use-branding';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

/** /admin_login: the platform operator's sign-in on the root host. */
export function AdminLoginPage() {
  const { isSchoolHost } = useBranding();
  // A school's own host has one sign-in screen: its /login.
  if (isSchoolHost) return <Navigate to="/login" replace />;
  return (
    <AuthLayout title="Platform administration" description="Sign in to manage schools on Shala">
      <LoginForm />
    </AuthLayout>
  );
}
