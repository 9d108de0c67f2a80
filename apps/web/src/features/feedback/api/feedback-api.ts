import {
  addFeedbackQuestion,
  deleteFeedbackQuestion,
  giveFeedback,
  giveStaffFeedback,
  listFeedbackQuestions,
  listMyStaffFeedback,
  listStaffFeedback,
  listStudentFeedback,
  type QueryOf,
  searchFeedbackStudents,
  updateFeedbackQuestion,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';

/** Root of every feedback query: any write refreshes them. */
export const feedbackKey = ['feedback'] as const;

export type FeedbackSearch = QueryOf<typeof searchFeedbackStudents>;

export const feedbackStudentsQueryOptions = (search: FeedbackSearch | null) =>
  routeQueryOptions(searchFeedbackStudents, {
    key: [...feedbackKey, 'students', search],
    input: search === null ? null : { query: search },
  });

export const useFeedbackStudentsQuery = (search: FeedbackSearch | null) =>
  useQuery(feedbackStudentsQueryOptions(search));

export const studentFeedbackQueryOptions = (studentId: number | null) =>
  routeQueryOptions(listStudentFeedback, {
    key: [...feedbackKey, 'of', studentId],
    input: studentId === null ? null : { query: { student_id: studentId } },
    silent: true,
  });

export const useStudentFeedbackQuery = (studentId: number | null) =>
  useQuery(studentFeedbackQueryOptions(studentId));

export const useGiveFeedback = () =>
  useRouteMutation(giveFeedback, {
    notifySuccess: true,
    silent: true,
    refreshes: [feedbackKey],
  });

export const questionsQueryOptions = () =>
  routeQueryOptions(listFeedbackQuestions, { key: [...feedbackKey, 'questions'], silent: true });

export const useQuestionsQuery = () => useQuery(questionsQueryOptions());

export const useAddQuestion = () =>
  useRouteMutation(addFeedbackQuestion, {
    notifySuccess: true,
    silent: true,
    refreshes: [feedbackKey],
  });

export const useUpdateQuestion = () =>
  useRouteMutation(updateFeedbackQuestion, {
    notifySuccess: true,
    silent: true,
    refreshes: [feedbackKey],
  });

export const useDeleteQuestion = () =>
  useRouteMutation(deleteFeedbackQuestion, {
    input: (id: number) => ({ params: { id } }),
    refreshes: [feedbackKey],
  });

export const useGiveStaffFeedback = () =>
  useRouteMutation(giveStaffFeedback, {
    notifySuccess: true,
    silent: true,
    refreshes: [feedbackKey],
  });

/** The staff feedback: the signed-in teacher's own, or everyone's. */
export const staffFeedbackQueryOptions = (mine: boolean) =>
  routeQueryOptions(mine ? listMyStaffFeedback : listStaffFeedback, {
    key: [...feedbackKey, 'staff', mine],
    input: { query: {} },
    silent: true,
  });

export const useStaffFeedbackQuery = (mine: boolean) => useQuery(staffFeedbackQueryOptions(mine));
