import { type BodyOf, cancelPayment } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { feeCollectionKey } from './fee-collection-keys';

/** `POST /api/school/fee_collection/cancel`: reverses a payment with a reason. */
export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof cancelPayment>) => apiCall(cancelPayment, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feeCollectionKey }),
  });
}
