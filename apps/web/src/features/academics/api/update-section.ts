import { type BodyOf, updateSection } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { refreshAcademics } from './refresh-academics';

/** `PUT /api/school/section`: a section name, unique in the school; "Section saved." */
export function useUpdateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateSection>) =>
      apiCall(updateSection, { body, notifySuccess: true }),
    onSuccess: () => refreshAcademics(queryClient),
  });
}
