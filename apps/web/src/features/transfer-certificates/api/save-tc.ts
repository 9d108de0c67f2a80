import { type BodyOf, createTc, updateTc } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { tcKey } from './tc-keys';

/** `POST /api/school/transfer_certificate`: refusals show under the fields. */
export function useCreateTc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createTc>) =>
      apiCall(createTc, { body, silent: true, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tcKey }),
  });
}

/** `PUT /api/school/transfer_certificate`. */
export function useUpdateTc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateTc>) =>
      apiCall(updateTc, { body, silent: true, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tcKey }),
  });
}
