import { type BodyOf, updateMessage } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { messagesKey } from './messages-keys';

/** `PUT /api/school/notification`: a changed message; failures show only under the fields (§8). */
export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateMessage>) =>
      apiCall(updateMessage, { body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}
