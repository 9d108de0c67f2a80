import { updateMessage } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { messagesKey } from './messages-keys';

/** `PUT /api/school/notification`: a changed message; failures show only under the fields (§8). */
export const useUpdateMessage = () =>
  useRouteMutation(updateMessage, { silent: true, refreshes: [messagesKey] });
