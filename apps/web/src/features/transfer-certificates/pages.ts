import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The transfer certificate pages: generate, and the report. */
export const transferCertificatesFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/generate_student_transferCertificate',
      load: () => import('./pages/generate-tc-page'),
      exportName: 'GenerateTcPage',
    }),
    definePage({
      area: 'school',
      url: '/transfer_certificate_report',
      load: () => import('./pages/tc-report-page'),
      exportName: 'TcReportPage',
    }),
  ],
};
