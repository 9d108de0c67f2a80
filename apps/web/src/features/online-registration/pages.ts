import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The online registration pages of the signed-in app (the public form is in the router). */
export const onlineRegistrationFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/allowOnlineRegistration',
      load: () => import('./pages/registration-status-page'),
      exportName: 'RegistrationStatusPage',
    }),
    definePage({
      area: 'school',
      url: '/registeredStudentList',
      load: () => import('./pages/registered-students-page'),
      exportName: 'RegisteredStudentsPage',
    }),
  ],
};
