import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The access pages of the signed-in app. */
export const accessFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/set_access_right',
      load: () => import('./pages/set-access-right-page'),
      exportName: 'SetAccessRightPage',
    }),
    definePage({
      area: 'school',
      url: '/view_access_right',
      load: () => import('./pages/view-access-right-page'),
      exportName: 'ViewAccessRightPage',
    }),
  ],
};
