import { type BodyOf, makePaymentReceipt } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { feeCollectionKey } from './fee-collection-keys';

/** `POST /api/school/accounts/makePaymentReceipt`: a counter payment (idempotent by its key). */
export function useMakePaymentReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof makePaymentReceipt>) => apiCall(makePaymentReceipt, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feeCollectionKey }),
  });
}
