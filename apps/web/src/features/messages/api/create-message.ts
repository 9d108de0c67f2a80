import { createMessage } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { messagesKey } from './messages-keys';

/** `POST /api/school/notification`: a new message; its failures show only under the fields (§8). */
export const useCreateMessage = () =>
  useRouteMutation(createMessage, { silent: true, refreshes: [messagesKey] });
