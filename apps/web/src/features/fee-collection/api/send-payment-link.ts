import { type BodyOf, sendPaymentLink } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { onlinePaymentsKey } from './online-payments';

/** `POST /accounts/payment_link`: a link to pay one due, sent to the student's parents. */
export function useSendPaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof sendPaymentLink>) =>
      apiCall(sendPaymentLink, { body, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onlinePaymentsKey }),
  });
}
