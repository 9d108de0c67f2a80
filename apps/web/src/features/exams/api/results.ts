import { getStudentResult, saveCoScholastic } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { examsKey } from './exams-keys';

/** A student's result in an exam (a parent: their child's, once published). */
export const studentResultQueryOptions = (examTypeId: number | null, studentId: number | null) =>
  routeQueryOptions(getStudentResult, {
    key: [...examsKey, 'result', examTypeId, studentId],
    input:
      examTypeId === null || studentId === null
        ? null
        : { query: { exam_type_id: examTypeId, student_id: studentId } },
    silent: true,
  });

export const useStudentResultQuery = (examTypeId: number | null, studentId: number | null) =>
  useQuery({ ...studentResultQueryOptions(examTypeId, studentId), retry: false });

/** `PUT /examination/co_scholastic`: a student's Work, Art, Health & PE, Discipline grades. */
export const useSaveCoScholastic = () =>
  useRouteMutation(saveCoScholastic, {
    notifySuccess: true,
    refreshes: [examsKey],
    refreshOn: 'settled',
  });
