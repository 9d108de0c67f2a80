import {
  defineHomeCard,
  definePage,
  type FeatureManifest,
} from '../../platform/navigation/feature-manifest';

/** The attendance pages of the signed-in app, and the parent's home card. */
export const attendanceFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/attendance_setting',
      load: () => import('./pages/attendance-setting-page'),
      exportName: 'AttendanceSettingPage',
    }),
    definePage({
      area: 'school',
      url: '/mark_attendance',
      load: () => import('./pages/mark-attendance-page'),
      exportName: 'MarkAttendancePage',
    }),
    definePage({
      area: 'school',
      url: '/student_atendance_report',
      load: () => import('./pages/student-attendance-report-page'),
      exportName: 'StudentAttendanceReportPage',
    }),
    definePage({
      area: 'school',
      url: '/view_attendance',
      load: () => import('./pages/view-attendance-page'),
      exportName: 'ViewAttendancePage',
    }),
    definePage({
      area: 'school',
      url: '/staff_attendance',
      load: () => import('./pages/staff-attendance-page'),
      exportName: 'StaffAttendancePage',
    }),
    definePage({
      area: 'school',
      url: '/mark_staff_attendance',
      load: () => import('./pages/mark-staff-attendance-page'),
      exportName: 'MarkStaffAttendancePage',
    }),
    definePage({
      area: 'school',
      url: '/staff_attendance_report',
      load: () => import('./pages/staff-attendance-report-page'),
      exportName: 'StaffAttendanceReportPage',
    }),
  ],
  homeCards: [
    defineHomeCard({
      id: 'childrenAttendance',
      homes: ['parent'],
      order: 5,
      load: () => import('./components/children-attendance-card'),
      exportName: 'ChildrenAttendanceCard',
    }),
  ],
};
