import { type BodyOf, createMessage } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { messagesKey } from './messages-keys';

/** `POST /api/school/notification`: a new message; its failures show only under the fields (§8). */
export function useCreateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createMessage>) =>
      apiCall(createMessage, { body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}
