import { type NotifyBody, notifyMessage } from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { messagesKeys } from './messages-keys';

/** `POST /api/school/notification/notify`: sends a message by the chosen channels. */
export function useNotifyMessage() {
  const queryClient = useQueryClient();
  return useRouteMutation(notifyMessage, {
    input: (body: NotifyBody) => ({ body }),
    silent: true,
    onSuccess: (_result, body) =>
      queryClient.invalidateQueries({ queryKey: messagesKeys.deliveries(body.id) }),
  });
}
