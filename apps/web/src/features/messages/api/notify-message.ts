import { type NotifyBody, notifyMessage } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { messagesKeys } from './messages-keys';

/** `POST /api/school/notification/notify`: sends a message by the chosen channels. */
export function useNotifyMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotifyBody) => apiCall(notifyMessage, { body, silent: true }),
    onSuccess: (_result, body) =>
      queryClient.invalidateQueries({ queryKey: messagesKeys.deliveries(body.id) }),
  });
}
