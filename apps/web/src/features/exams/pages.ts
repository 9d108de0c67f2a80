import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The examination pages of the signed-in app. */
export const examsFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/examination',
      load: () => import('./pages/examination-page'),
      exportName: 'ExaminationPage',
    }),
    definePage({
      area: 'school',
      url: '/add_exam_type',
      load: () => import('./pages/exam-types-page'),
      exportName: 'ExamTypesPage',
    }),
    definePage({
      area: 'school',
      url: '/manage_exam_type',
      load: () => import('./pages/exam-types-page'),
      exportName: 'ExamTypesPage',
    }),
    definePage({
      area: 'school',
      url: '/view_exam_details',
      load: () => import('./pages/exam-schedule-page'),
      exportName: 'ExamSchedulePage',
    }),
    definePage({
      area: 'school',
      url: '/manage_exam_grade',
      load: () => import('./pages/grade-scale-page'),
      exportName: 'GradeScalePage',
    }),
    definePage({
      area: 'school',
      url: '/student_exam_routine',
      load: () => import('./pages/exam-routine-page'),
      exportName: 'ExamRoutinePage',
    }),
    definePage({
      area: 'school',
      url: '/add_question_setter',
      load: () => import('./pages/exam-duties-page'),
      exportName: 'QuestionSettersPage',
    }),
    definePage({
      area: 'school',
      url: '/manage_question_setter',
      load: () => import('./pages/exam-duties-page'),
      exportName: 'QuestionSettersPage',
    }),
    definePage({
      area: 'school',
      url: '/manage_checking_teacher',
      load: () => import('./pages/exam-duties-page'),
      exportName: 'CheckingTeachersPage',
    }),
    definePage({
      area: 'school',
      url: '/set_exam_paper',
      load: () => import('./pages/question-papers-page'),
      exportName: 'QuestionPapersPage',
    }),
    definePage({
      area: 'school',
      url: '/manage_question_paper',
      load: () => import('./pages/question-papers-page'),
      exportName: 'QuestionPapersPage',
    }),
    definePage({
      area: 'school',
      url: '/add_student_mark_by_teacher',
      load: () => import('./pages/marks-entry-page'),
      exportName: 'MarksEntryPage',
    }),
    definePage({
      area: 'school',
      url: '/manage_student_exam_marks',
      load: () => import('./pages/marks-entry-page'),
      exportName: 'MarksEntryPage',
    }),
    definePage({
      area: 'school',
      url: '/student_mark_details',
      load: () => import('./pages/results-page'),
      exportName: 'ResultsPage',
    }),
    definePage({
      area: 'school',
      url: '/assign_seat',
      load: () => import('./pages/seat-plan-pages'),
      exportName: 'AssignSeatPage',
    }),
    definePage({
      area: 'school',
      url: '/student_seats_plan',
      load: () => import('./pages/seat-plan-pages'),
      exportName: 'SeatsPlanPage',
    }),
  ],
};
