import { type BodyOf, createSubject } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { refreshAcademics } from './refresh-academics';

/** `POST /api/school/subject`: name, code and whether it is optional; "Subject saved." */
export function useCreateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createSubject>) =>
      apiCall(createSubject, { body, notifySuccess: true }),
    onSuccess: () => refreshAcademics(queryClient),
  });
}
