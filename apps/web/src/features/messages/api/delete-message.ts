import { deleteMessage } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { messagesKey } from './messages-keys';

/** `DELETE /api/school/notification/:id`; a failure is silent (§8). */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteMessage, { params: { id }, silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}
