import { getMarksGrid, listMarkableExams, saveMarks } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { examsKey } from './exams-keys';

/** The papers of an exam the signed-in teacher checks (all, for the exam admin). */
export const markableExamsQueryOptions = (examTypeId: number | null) =>
  routeQueryOptions(listMarkableExams, {
    key: [...examsKey, 'markable', examTypeId],
    input: examTypeId === null ? null : { query: { exam_type_id: examTypeId } },
    silent: true,
  });

export const useMarkableExamsQuery = (examTypeId: number | null) =>
  useQuery(markableExamsQueryOptions(examTypeId));

export const marksGridQueryOptions = (examId: number | null) =>
  routeQueryOptions(getMarksGrid, {
    key: [...examsKey, 'marks', examId],
    input: examId === null ? null : { query: { exam_id: examId } },
  });

export const useMarksGridQuery = (examId: number | null) => useQuery(marksGridQueryOptions(examId));

/** `POST /examination/marks`; the answer's message (or the refusal) is toasted. */
export const useSaveMarks = () =>
  useRouteMutation(saveMarks, { notifySuccess: true, refreshes: [examsKey] });
