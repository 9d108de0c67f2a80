import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The messages pages of the signed-in app. */
export const messagesFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/notification',
      load: () => import('./pages/notification-page'),
      exportName: 'NotificationPage',
    }),
    definePage({
      area: 'school',
      url: '/view_notification',
      load: () => import('./pages/view-notification-page'),
      exportName: 'ViewNotificationPage',
    }),
    definePage({
      area: 'school',
      url: '/sms_detail',
      load: () => import('./pages/sms-detail-page'),
      exportName: 'SmsDetailPage',
    }),
    definePage({
      area: 'school',
      url: '/outbox',
      load: () => import('./pages/outbox-page'),
      exportName: 'OutboxPage',
      gate: { openTo: 'same-as', sameAs: '/notification' },
    }),
  ],
};
