import { type BodyOf, setClassSubjects } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { refreshAcademics } from './refresh-academics';

/** `PUT /api/school/class_subject`: the subjects of a class in a session. */
export function useSetClassSubjects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof setClassSubjects>) =>
      apiCall(setClassSubjects, { body, notifySuccess: true }),
    onSuccess: () => refreshAcademics(queryClient),
  });
}
