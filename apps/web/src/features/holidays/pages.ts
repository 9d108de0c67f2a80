import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The holidays pages of the signed-in app. */
export const holidaysFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/holiday',
      load: () => import('./pages/holiday-page'),
      exportName: 'HolidayPage',
    }),
    definePage({
      area: 'school',
      url: '/view_holiday_list',
      load: () => import('./pages/view-holiday-list-page'),
      exportName: 'ViewHolidayListPage',
    }),
    definePage({
      area: 'school',
      url: '/student_holiday_list',
      load: () => import('./pages/student-holiday-list-page'),
      exportName: 'StudentHolidayListPage',
    }),
  ],
};
