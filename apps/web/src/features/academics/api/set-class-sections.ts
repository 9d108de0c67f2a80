import { type BodyOf, setClassSections } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { refreshAcademics } from './refresh-academics';

/** `PUT /api/school/class_section`: the sections of a class in a session (none is allowed). */
export function useSetClassSections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof setClassSections>) =>
      apiCall(setClassSections, { body, notifySuccess: true }),
    onSuccess: () => refreshAcademics(queryClient),
  });
}
