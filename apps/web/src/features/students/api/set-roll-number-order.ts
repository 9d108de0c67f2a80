import { type RollNumberOrder, setRollNumberOrder } from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { rollOrderKey } from './get-roll-number-order';

/** `PUT /api/school/roll_number_allocation_order`; "Roll number order saved." toasts. */
export function useSetRollNumberOrder() {
  const queryClient = useQueryClient();
  return useRouteMutation(setRollNumberOrder, {
    input: (order: RollNumberOrder) => ({ body: { roll_number_order: order } }),
    notifySuccess: true,
    onSuccess: (saved) => queryClient.setQueryData(rollOrderKey, saved),
  });
}
