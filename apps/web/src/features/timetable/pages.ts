import {
  defineHomeCard,
  definePage,
  type FeatureManifest,
} from '../../platform/navigation/feature-manifest';

/** The timetable pages of the signed-in app, and the teacher's "Today's periods" card. */
export const timetableFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/add_school_timing',
      load: () => import('./pages/add-school-timing-page'),
      exportName: 'AddSchoolTimingPage',
    }),
    definePage({
      area: 'school',
      url: '/manage_working_days',
      load: () => import('./pages/manage-working-days-page'),
      exportName: 'ManageWorkingDaysPage',
    }),
    definePage({
      area: 'school',
      url: '/period_time_map',
      load: () => import('./pages/period-time-map-page'),
      exportName: 'PeriodTimeMapPage',
    }),
    definePage({
      area: 'school',
      url: '/routine',
      load: () => import('./pages/routine-page'),
      exportName: 'RoutinePage',
    }),
    definePage({
      area: 'school',
      url: '/teacher_routine',
      load: () => import('./pages/teacher-routine-page'),
      exportName: 'TeacherRoutinePage',
    }),
    definePage({
      area: 'school',
      url: '/view_teacher_routine',
      load: () => import('./pages/view-teacher-routine-page'),
      exportName: 'ViewTeacherRoutinePage',
    }),
    definePage({
      area: 'school',
      url: '/proxy_teacher',
      load: () => import('./pages/proxy-teacher-page'),
      exportName: 'ProxyTeacherPage',
    }),
  ],
  homeCards: [
    defineHomeCard({
      id: 'todayPeriods',
      homes: ['staff'],
      needs: '/view_teacher_routine',
      order: 5,
      load: () => import('./components/today-periods-card'),
      exportName: 'TodayPeriodsCard',
    }),
  ],
};
