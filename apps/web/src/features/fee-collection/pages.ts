import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The fee collection pages: the counter, collections, receipts and reports. */
export const feeCollectionFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/student_fee_payment',
      load: () => import('./pages/student-fee-payment-page'),
      exportName: 'StudentFeePaymentPage',
    }),
    definePage({
      area: 'school',
      url: '/monthly_payment',
      load: () => import('./pages/monthly-payment-page'),
      exportName: 'MonthlyPaymentPage',
    }),
    definePage({
      area: 'school',
      url: '/fee_collection',
      load: () => import('./pages/fee-collection-page'),
      exportName: 'FeeCollectionPage',
    }),
    definePage({
      area: 'school',
      url: '/fee_receipt',
      paramSuffix: ':paymentId?',
      gate: { openTo: 'same-as', sameAs: '/student_fee_payment' },
      load: () => import('./pages/fee-receipt-page'),
      exportName: 'FeeReceiptPage',
    }),
    definePage({
      area: 'school',
      url: '/defaulter_list',
      load: () => import('./pages/defaulter-list-page'),
      exportName: 'DefaulterListPage',
    }),
    definePage({
      area: 'school',
      url: '/waiver_report',
      load: () => import('./pages/waiver-report-page'),
      exportName: 'WaiverReportPage',
    }),
    definePage({
      area: 'school',
      url: '/viewConcessionReport',
      load: () => import('./pages/concession-report-page'),
      exportName: 'ConcessionReportPage',
    }),
    definePage({
      area: 'school',
      url: '/generate_fee_slip',
      load: () => import('./pages/generate-fee-slip-page'),
      exportName: 'GenerateFeeSlipPage',
    }),
  ],
};
