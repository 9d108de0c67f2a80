import { type BodyOf, createSession } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { refreshAcademics } from './refresh-academics';

/** `POST /api/school/session`: a session, or a sub-session of a main one; "Session created." */
export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createSession>) =>
      apiCall(createSession, { body, notifySuccess: true }),
    onSuccess: () => refreshAcademics(queryClient),
  });
}
