import { getRollNumberOrder } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { studentsKey } from './student-keys';

export const rollOrderKey = [...studentsKey, 'roll-order'] as const;

/** `GET /api/school/roll_number_allocation_order`: alphabetical or admission. */
export const rollNumberOrderQueryOptions = () =>
  routeQueryOptions(getRollNumberOrder, { key: rollOrderKey });

export const useRollNumberOrderQuery = () => useQuery(rollNumberOrderQueryOptions());
