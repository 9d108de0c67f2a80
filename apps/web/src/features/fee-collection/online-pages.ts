import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** Online payment's pages (fee collection, in files of its own): /payment and the status page. */
export const onlinePaymentsFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/payment',
      load: () => import('./pages/payment-page'),
      exportName: 'PaymentPage',
    }),
    definePage({
      area: 'school',
      url: '/student_payment_status',
      load: () => import('./pages/payment-status-page'),
      exportName: 'PaymentStatusPage',
    }),
  ],
};
