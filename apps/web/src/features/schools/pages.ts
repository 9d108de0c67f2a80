import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The schools pages of the signed-in app. */
export const schoolsFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'platform',
      url: '/dashboard',
      load: () => import('./pages/platform-dashboard-page'),
      exportName: 'PlatformDashboardPage',
    }),
    definePage({
      area: 'platform',
      url: '/school/schoollist',
      load: () => import('./pages/school-list-page'),
      exportName: 'SchoolListPage',
    }),
    definePage({
      area: 'platform',
      url: '/school/register',
      load: () => import('./pages/register-school-page'),
      exportName: 'RegisterSchoolPage',
      paramSuffix: ':schoolId?',
    }),
    definePage({
      area: 'platform',
      url: '/school/information',
      load: () => import('./pages/school-information-page'),
      exportName: 'SchoolInformationPage',
      paramSuffix: ':schoolId?',
    }),
    definePage({
      area: 'platform',
      url: '/school/schooluserlist',
      load: () => import('./pages/school-user-list-page'),
      exportName: 'SchoolUserListPage',
    }),
  ],
};
