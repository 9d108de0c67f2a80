import { createBrowserRouter } from 'react-router';
import { AppRoot } from './app-root';
import { ErrorScreen } from './error-screen';
import { lazyPage } from './lazy-page';
import { FallbackRoute } from './routes/fallback-route';
import { HomeRoute } from './routes/home-route';
import { LandingRoute } from './routes/landing-route';
import { PublicOnlyRoute } from './routes/public-only-route';
import { SignedInRoute } from './routes/signed-in-route';

const auth = {
  login: () => import('../features/auth/pages/login-page'),
  adminLogin: () => import('../features/auth/pages/admin-login-page'),
  forgotPassword: () => import('../features/auth/pages/forgot-password-page'),
  resetPassword: () => import('../features/auth/pages/reset-password-page'),
};
const welcome = () => import('../features/dashboard/pages/welcome-page');

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppRoot />,
      errorElement: <ErrorScreen />,
      children: [
        { index: true, element: <HomeRoute /> },
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
        {
          element: <SignedInRoute />,
          children: [
            {
              element: <LandingRoute />,
              children: ['dashboard', 'parent_dashboard', 'staff_dashboard'].map((path) => ({
                path,
                element: lazyPage(welcome, 'WelcomePage'),
              })),
            },
          ],
        },
        { path: '*', element: <FallbackRoute /> },
      ],
    },
  ]);
}
