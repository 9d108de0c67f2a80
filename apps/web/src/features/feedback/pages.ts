import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** Feedback: classwise student feedback (also the parents' view) and feedback on staff. */
export const feedbackFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/student_feedback',
      load: () => import('./pages/student-feedback-page'),
      exportName: 'StudentFeedbackPage',
    }),
    definePage({
      area: 'school',
      url: '/feedback_setting',
      load: () => import('./pages/feedback-setting-page'),
      exportName: 'FeedbackSettingPage',
    }),
    definePage({
      area: 'school',
      url: '/staff_feedback',
      load: () => import('./pages/staff-feedback-page'),
      exportName: 'StaffFeedbackPage',
    }),
    definePage({
      area: 'school',
      url: '/view_staff_feedback',
      load: () => import('./pages/staff-feedback-page'),
      exportName: 'ViewStaffFeedbackPage',
    }),
  ],
};
