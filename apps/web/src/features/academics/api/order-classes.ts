import { orderClasses } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { refreshAcademics } from './refresh-academics';

/** `PUT /api/school/class/order`: the promotion order, every class once, first to last. */
export function useOrderClasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classIds: number[]) =>
      apiCall(orderClasses, { body: { class_ids: classIds }, notifySuccess: true }),
    onSuccess: () => refreshAcademics(queryClient),
  });
}
