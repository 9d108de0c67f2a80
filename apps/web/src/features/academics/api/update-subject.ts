import { type BodyOf, updateSubject } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { refreshAcademics } from './refresh-academics';

/** `PUT /api/school/subject`: name, code and whether it is optional; "Subject saved." */
export function useUpdateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateSubject>) =>
      apiCall(updateSubject, { body, notifySuccess: true }),
    onSuccess: () => refreshAcademics(queryClient),
  });
}
