import { deleteMessage } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { messagesKey } from './messages-keys';

/** `DELETE /api/school/notification/:id`; a failure is silent (§8). */
export const useDeleteMessage = () =>
  useRouteMutation(deleteMessage, {
    input: (id: number) => ({ params: { id } }),
    silent: true,
    refreshes: [messagesKey],
    refreshOn: 'settled',
  });
