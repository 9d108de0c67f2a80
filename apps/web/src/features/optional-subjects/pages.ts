import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The Add Optional Subject page. */
export const optionalSubjectsFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/add_optional_subject',
      load: () => import('./pages/add-optional-subject-page'),
      exportName: 'AddOptionalSubjectPage',
    }),
  ],
};
