import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The notifications pages of the signed-in app. */
export const notificationsFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/notifications',
      load: () => import('./pages/notifications-page'),
      exportName: 'NotificationsPage',
      gate: { openTo: 'signed-in' },
    }),
  ],
};
