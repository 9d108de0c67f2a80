import {
  addFeedbackQuestion,
  type BodyOf,
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
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';

/** Root of every feedback query: any write refreshes them. */
export const feedbackKey = ['feedback'] as const;

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: feedbackKey });
}

export type FeedbackSearch = QueryOf<typeof searchFeedbackStudents>;

export function useFeedbackStudentsQuery(search: FeedbackSearch | null) {
  return useQuery({
    queryKey: [...feedbackKey, 'students', search],
    queryFn:
      search === null
        ? skipToken
        : ({ signal }) => apiCall(searchFeedbackStudents, { query: search, signal }),
  });
}

export function useStudentFeedbackQuery(studentId: number | null) {
  return useQuery({
    queryKey: [...feedbackKey, 'of', studentId],
    queryFn:
      studentId === null
        ? skipToken
        : ({ signal }) =>
            apiCall(listStudentFeedback, {
              query: { student_id: studentId },
              signal,
              silent: true,
            }),
  });
}

export function useGiveFeedback() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<typeof giveFeedback>) =>
      apiCall(giveFeedback, { body, notifySuccess: true, silent: true }),
    onSuccess: refresh,
  });
}

export function useQuestionsQuery() {
  return useQuery({
    queryKey: [...feedbackKey, 'questions'],
    queryFn: ({ signal }) => apiCall(listFeedbackQuestions, { signal, silent: true }),
  });
}

export function useSaveQuestion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, question }: { id: number | null; question: string }) =>
      id === null
        ? apiCall(addFeedbackQuestion, { body: { question }, notifySuccess: true, silent: true })
        : apiCall(updateFeedbackQuestion, {
            body: { id, question },
            notifySuccess: true,
            silent: true,
          }),
    onSuccess: refresh,
  });
}

export function useDeleteQuestion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteFeedbackQuestion, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useGiveStaffFeedback() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<typeof giveStaffFeedback>) =>
      apiCall(giveStaffFeedback, { body, notifySuccess: true, silent: true }),
    onSuccess: refresh,
  });
}

export function useStaffFeedbackQuery(mine: boolean) {
  return useQuery({
    queryKey: [...feedbackKey, 'staff', mine],
    queryFn: ({ signal }) =>
      mine
        ? apiCall(listMyStaffFeedback, { query: {}, signal, silent: true })
        : apiCall(listStaffFeedback, { query: {}, signal, silent: true }),
  });
}
