import { downloadClassReportCards, downloadReportCard } from '@shala/contracts';
import { buildUrl } from '../../../platform/api/build-request';

/** Where a student's report card (PDF) downloads from. */
export const reportCardUrl = (examTypeId: number, studentId: number) =>
  buildUrl(downloadReportCard, undefined, { exam_type_id: examTypeId, student_id: studentId });

/** Where a class's report cards (one PDF) download from. */
export const classReportCardsUrl = (examTypeId: number, classId: number) =>
  buildUrl(downloadClassReportCards, undefined, { exam_type_id: examTypeId, class_id: classId });
