import { type BodyOf, updateSchool } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { schoolsKey } from './school-keys';

export type UpdateSchoolInput = BodyOf<typeof updateSchool>;

/** `PUT /api/super-admin/school`: name, colours, time zone and status; "School updated." toasts. */
export function useUpdateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSchoolInput) => apiCall(updateSchool, { body, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolsKey }),
  });
}
