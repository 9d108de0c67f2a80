import { setCurrentSession } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';

/** `PUT /api/school/session/current`: every screen then works on this session by default. */
export function useSetCurrentSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(setCurrentSession, { body: { id }, notifySuccess: true }),
    // Other modules read the current session too: refresh everything cached.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
