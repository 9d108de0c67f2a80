import { type RollNumberOrder, setRollNumberOrder } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { rollOrderKey } from './get-roll-number-order';

/** `PUT /api/school/roll_number_allocation_order`; "Roll number order saved." toasts. */
export function useSetRollNumberOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: RollNumberOrder) =>
      apiCall(setRollNumberOrder, { body: { roll_number_order: order }, notifySuccess: true }),
    onSuccess: (saved) => queryClient.setQueryData(rollOrderKey, saved),
  });
}
