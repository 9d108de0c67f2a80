import { type BodyOf, updateSession } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { refreshAcademics } from './refresh-academics';

/** `PUT /api/school/session`: a session's name and dates; "Session updated." */
export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateSession>) =>
      apiCall(updateSession, { body, notifySuccess: true }),
    onSuccess: () => refreshAcademics(queryClient),
  });
}
