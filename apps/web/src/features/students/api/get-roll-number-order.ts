import { getRollNumberOrder } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { studentsKey } from './student-keys';

export const rollOrderKey = [...studentsKey, 'roll-order'] as const;

/** `GET /api/school/roll_number_allocation_order`: alphabetical or admission. */
export function useRollNumberOrderQuery() {
  return useQuery({
    queryKey: rollOrderKey,
    queryFn: ({ signal }) => apiCall(getRollNumberOrder, { signal }),
  });
}
