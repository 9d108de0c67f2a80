import {
  createFeeTitle,
  deleteFeeTitle,
  feeMessages,
  listFeeTitles,
  updateFeeTitle,
} from '@shala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { isApiError } from '../../../platform/api/api-error';
import { toast } from '../../../platform/notify/toast';
import { feeKeys } from './fee-keys';

/** `GET /api/school/fee-title`; a failure toasts 'Failed to fetch fee types' (§8). */
export function useFeeTitlesQuery() {
  return useQuery({
    queryKey: feeKeys.titles,
    queryFn: ({ signal }) =>
      apiCall(listFeeTitles, { signal, silent: true }).catch((error: unknown) => {
        toast.error(feeMessages.failedFeeTypes);
        throw error;
      }),
  });
}

/** `POST /api/school/fee-title`: the server's message is the toast (success, or info when refused). */
export function useCreateFeeTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      apiCall(createFeeTitle, { body: { title }, notifySuccess: true, silent: true }),
    onError: (error) => {
      if (isApiError(error)) error.shown = true;
      toast.info(error.message);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feeKeys.titles }),
  });
}

/** `PUT /api/school/fee-title`. */
export function useUpdateFeeTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; fee_type_name: string }) =>
      apiCall(updateFeeTitle, { body, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feeKeys.titles }),
  });
}

/** `DELETE /api/school/fee-title/:id`; a title in use is refused with the server's message. */
export function useDeleteFeeTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteFeeTitle, { params: { id }, notifySuccess: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feeKeys.titles }),
  });
}
