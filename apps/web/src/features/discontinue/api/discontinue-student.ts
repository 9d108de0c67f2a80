import { type BodyOf, discontinueStudent } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { discontinueKey } from './discontinue-keys';

/** `POST /api/school/discontinue`: its refusals show under the fields. */
export function useDiscontinueStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof discontinueStudent>) =>
      apiCall(discontinueStudent, { body, silent: true, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discontinueKey }),
  });
}
