import { type BodyOf, updateClass } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { refreshAcademics } from './refresh-academics';

/** `PUT /api/school/class`: a class's name and position. */
export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateClass>) =>
      apiCall(updateClass, { body, notifySuccess: true }),
    onSuccess: () => refreshAcademics(queryClient),
  });
}
