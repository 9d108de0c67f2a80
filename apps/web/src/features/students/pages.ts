import {
  defineHomeCard,
  definePage,
  type FeatureManifest,
} from '../../platform/navigation/feature-manifest';

/** The students pages of the signed-in app. */
export const studentsFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/student_admission',
      load: () => import('./pages/student-admission-page'),
      exportName: 'StudentAdmissionPage',
    }),
    definePage({
      area: 'school',
      url: '/student',
      load: () => import('./pages/student-list-page'),
      exportName: 'StudentListPage',
    }),
    definePage({
      area: 'school',
      url: '/manage_student_details',
      load: () => import('./pages/manage-students-page'),
      exportName: 'ManageStudentsPage',
      paramSuffix: ':studentId?',
    }),
    definePage({
      area: 'school',
      url: '/classwise_student_details',
      load: () => import('./pages/classwise-students-page'),
      exportName: 'ClasswiseStudentsPage',
    }),
    definePage({
      area: 'school',
      url: '/roll_number_allocation_order',
      load: () => import('./pages/roll-number-order-page'),
      exportName: 'RollNumberOrderPage',
    }),
    definePage({
      area: 'school',
      url: '/allocate_roll_number',
      load: () => import('./pages/allocate-roll-number-page'),
      exportName: 'AllocateRollNumberPage',
    }),
  ],
  homeCards: [
    defineHomeCard({
      id: 'myChildren',
      homes: ['parent'],
      order: 10,
      wide: true,
      load: () => import('./components/my-children-card'),
      exportName: 'MyChildrenCard',
    }),
  ],
};
