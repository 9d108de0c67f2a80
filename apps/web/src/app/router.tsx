import { createBrowserRouter } from 'react-router';
import { AppRoot } from './app-root';
import { ErrorScreen } from './error-screen';
import { lazyPage } from './lazy-page';
import { HomeRoute } from './routes/home-route';
import { PublicOnlyRoute } from './routes/public-only-route';
import { SignedInRoute } from './routes/signed-in-route';

const auth = {
  login: () => import('../features/auth/pages/login-page'),
  adminLogin: () => import('../features/auth/pages/admin-login-page'),
  forgotPassword: () => import('../features/auth/pages/forgot-password-page'),
  resetPassword: () => import('../features/auth/pages/reset-password-page'),
};

const onlineRegistration = () =>
  import('../features/online-registration/pages/public-registration-page');

// The registry of signed-in pages loads with them, never with the sign-in page.
const signedInPages = () => import('./routes/signed-in-pages');

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppRoot />,
      errorElement: <ErrorScreen />,
      children: [
        { index: true, element: <HomeRoute /> },
        {
          path: 'online-student-registration',
          element: lazyPage(onlineRegistration, 'PublicRegistrationPage'),
        },
        {
          element: <PublicOnlyRoute />,
          children: [
            { path: 'login', element: lazyPage(auth.login, 'LoginPage') },
            { path: 'admin_login', element: lazyPage(auth.adminLogin, 'AdminLoginPage') },
            {
              path: 'forgot_password',
              element: lazyPage(auth.forgotPassword, 'ForgotPasswordPage'),
            },
            { path: 'reset-password', element: lazyPage(auth.resetPassword, 'ResetPasswordPage') },
          ],
        },
        // Every other path is a signed-in page; each checks the user's access rights.
        {
          element: <SignedInRoute />,
          children: [{ path: '*', element: lazyPage(signedInPages, 'SignedInPages') }],
        },
      ],
    },
  ]);
}
