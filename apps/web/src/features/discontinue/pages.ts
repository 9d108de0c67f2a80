import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The discontinue pages: withdraw a student, and the discontinued list. */
export const discontinueFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/discontinue_student',
      load: () => import('./pages/discontinue-student-page'),
      exportName: 'DiscontinueStudentPage',
    }),
    definePage({
      area: 'school',
      url: '/discontinued_students',
      load: () => import('./pages/discontinued-students-page'),
      exportName: 'DiscontinuedStudentsPage',
    }),
  ],
};
