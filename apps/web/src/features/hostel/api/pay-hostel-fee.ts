import { type HostelPaymentBody, payHostelFee } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { hostelKey } from './hostel-keys';

/** `POST /api/school/hostel_payment`: one payment per form key; refreshes the hostel lists. */
export function usePayHostelFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HostelPaymentBody) =>
      apiCall(payHostelFee, { body: body as never, notifySuccess: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostelKey }),
  });
}
