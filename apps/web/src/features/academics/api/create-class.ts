import { type BodyOf, createClass } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { refreshAcademics } from './refresh-academics';

/** `POST /api/school/class`: a class, after the last one unless a position is given. */
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createClass>) =>
      apiCall(createClass, { body, notifySuccess: true }),
    onSuccess: () => refreshAcademics(queryClient),
  });
}
