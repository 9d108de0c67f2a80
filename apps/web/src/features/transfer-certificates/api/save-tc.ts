import { createTc, updateTc } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { tcKey } from './tc-keys';

/** `POST /api/school/transfer_certificate`: refusals show under the fields. */
export const useCreateTc = () =>
  useRouteMutation(createTc, { silent: true, notifySuccess: true, refreshes: [tcKey] });

/** `PUT /api/school/transfer_certificate`. */
export const useUpdateTc = () =>
  useRouteMutation(updateTc, { silent: true, notifySuccess: true, refreshes: [tcKey] });
