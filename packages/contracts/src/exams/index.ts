import { defineContractModule } from '../core/module.ts';
import {
  createExam,
  createExamType,
  deleteExam,
  deleteExamType,
  getGradeScale,
  listExams,
  listExamTypes,
  publishResults,
  saveGradeScale,
  updateExam,
  updateExamType,
} from './exam-routes.ts';
import {
  downloadClassReportCards,
  downloadReportCard,
  getMarksGrid,
  getStudentResult,
  listMarkableExams,
  saveCoScholastic,
  saveMarks,
  saveReportCardRemarks,
} from './mark-routes.ts';
import {
  checkerRoutes,
  downloadPaper,
  listPapers,
  setterRoutes,
  uploadPaper,
} from './paper-routes.ts';
import { getSeatPlan, planSeatsRoute } from './seat-routes.ts';

export * from './exam-routes.ts';
export * from './exam-rules.ts';
export * from './exam-schemas.ts';
export * from './grade-rules.ts';
export * from './grade-schemas.ts';
export * from './mark-routes.ts';
export * from './mark-schemas.ts';
export * from './messages.ts';
export * from './paper-routes.ts';
export * from './paper-schemas.ts';
export * from './report-card-rules.ts';
export * from './seat-routes.ts';
export * from './seat-schemas.ts';

export const examRoutes = [
  listExamTypes,
  createExamType,
  updateExamType,
  deleteExamType,
  listExams,
  createExam,
  updateExam,
  deleteExam,
  publishResults,
  getGradeScale,
  saveGradeScale,
  setterRoutes.list,
  setterRoutes.save,
  setterRoutes.remove,
  checkerRoutes.list,
  checkerRoutes.save,
  checkerRoutes.remove,
  uploadPaper,
  listPapers,
  downloadPaper,
  listMarkableExams,
  getMarksGrid,
  saveMarks,
  getStudentResult,
  downloadReportCard,
  downloadClassReportCards,
  saveCoScholastic,
  saveReportCardRemarks,
  planSeatsRoute,
  getSeatPlan,
] as const;

/** The exams module: exam types, schedules, grades, papers, marks, results, seats. */
export const examsModule = defineContractModule('exams', examRoutes);
