import { type BodyOf, createSection } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { refreshAcademics } from './refresh-academics';

/** `POST /api/school/section`: a section name, unique in the school; "Section saved." */
export function useCreateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createSection>) =>
      apiCall(createSection, { body, notifySuccess: true }),
    onSuccess: () => refreshAcademics(queryClient),
  });
}
