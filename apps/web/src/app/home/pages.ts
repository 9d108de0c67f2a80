import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The school's home pages (admins', staff's, parents'), composed of the features' home cards. */
export const homePages: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/dashboard',
      load: () => import('./pages/dashboard-page'),
      exportName: 'DashboardPage',
    }),
    definePage({
      area: 'school',
      url: '/staff_dashboard',
      load: () => import('./pages/staff-dashboard-page'),
      exportName: 'StaffDashboardPage',
    }),
    definePage({
      area: 'school',
      url: '/parent_dashboard',
      load: () => import('./pages/parent-dashboard-page'),
      exportName: 'ParentDashboardPage',
    }),
  ],
};
