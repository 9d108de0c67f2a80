import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The auth pages of the signed-in app. */
export const authFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/view_user_profile',
      load: () => import('./pages/view-profile-page'),
      exportName: 'ViewProfilePage',
    }),
    definePage({
      area: 'platform',
      url: '/changepassword',
      load: () => import('./pages/change-password-page'),
      exportName: 'ChangePasswordPage',
    }),
  ],
};
