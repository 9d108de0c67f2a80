import { createExam, deleteExam, listExams, publishResults } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { examsKey } from './exams-keys';

interface ExamListFilter {
  exam_type_id: number | null;
  class_id?: number | null;
  student_id?: number | null;
}

/** `GET /examination/GetAllExamsDetails`: an exam's papers (a parent: their child's class). */
export const examListQueryOptions = ({ exam_type_id, class_id, student_id }: ExamListFilter) =>
  routeQueryOptions(listExams, {
    key: [...examsKey, 'schedule', exam_type_id, class_id ?? null, student_id ?? null],
    input:
      exam_type_id === null
        ? null
        : {
            query: {
              exam_type_id,
              class_id: class_id ?? undefined,
              student_id: student_id ?? undefined,
            },
          },
    silent: true,
  });

export const useExamListQuery = (filter: ExamListFilter) =>
  useQuery({ ...examListQueryOptions(filter), select: (data) => data.examination_list });

/** Schedules a paper; field errors show under the fields. */
export const useCreateExam = () =>
  useRouteMutation(createExam, { silent: true, refreshes: [examsKey], refreshOn: 'settled' });

export const useDeleteExam = () =>
  useRouteMutation(deleteExam, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    refreshes: [examsKey],
    refreshOn: 'settled',
  });

/** `PUT /examination/publish`: publish (or withdraw) a class's results of an exam. */
export const usePublishResults = () =>
  useRouteMutation(publishResults, {
    notifySuccess: true,
    refreshes: [examsKey],
    refreshOn: 'settled',
  });
