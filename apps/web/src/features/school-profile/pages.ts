import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The school-profile pages of the signed-in app. */
export const schoolProfileFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/add_school_information',
      load: () => import('./pages/add-school-information-page'),
      exportName: 'AddSchoolInformationPage',
    }),
    definePage({
      area: 'school',
      url: '/view_school_information',
      load: () => import('./pages/view-school-information-page'),
      exportName: 'ViewSchoolInformationPage',
    }),
    definePage({
      area: 'school',
      url: '/school_banner',
      load: () => import('./pages/school-banner-page'),
      exportName: 'SchoolBannerPage',
    }),
    definePage({
      area: 'school',
      url: '/registration_number_format',
      load: () => import('./pages/registration-number-format-page'),
      exportName: 'RegistrationNumberFormatPage',
    }),
  ],
};
