import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The academics pages of the signed-in app. */
export const academicsFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/new_session',
      load: () => import('./pages/new-session-page'),
      exportName: 'NewSessionPage',
    }),
    definePage({
      area: 'school',
      url: '/manage_classes',
      load: () => import('./pages/manage-classes-page'),
      exportName: 'ManageClassesPage',
    }),
    definePage({
      area: 'school',
      url: '/manage_sections',
      load: () => import('./pages/manage-sections-page'),
      exportName: 'ManageSectionsPage',
    }),
    definePage({
      area: 'school',
      url: '/class_section_association',
      load: () => import('./pages/class-section-association-page'),
      exportName: 'ClassSectionAssociationPage',
    }),
    definePage({
      area: 'school',
      url: '/manage_subject',
      load: () => import('./pages/manage-subject-page'),
      exportName: 'ManageSubjectPage',
    }),
    definePage({
      area: 'school',
      url: '/manage_class_subject',
      load: () => import('./pages/manage-class-subject-page'),
      exportName: 'ManageClassSubjectPage',
    }),
    definePage({
      area: 'school',
      url: '/teacher_allocation',
      load: () => import('./pages/teacher-allocation-page'),
      exportName: 'TeacherAllocationPage',
    }),
    definePage({
      area: 'school',
      url: '/teacher_class_subject',
      load: () => import('./pages/teacher-class-subject-page'),
      exportName: 'TeacherClassSubjectPage',
    }),
  ],
};
