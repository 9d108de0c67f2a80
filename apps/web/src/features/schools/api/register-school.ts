import { type BodyOf, registerSchool } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { schoolsKey } from './school-keys';

export type RegisterSchoolInput = BodyOf<typeof registerSchool>;

/** `POST /api/super-admin/school`: the school and its first admin (invited by e-mail); its message toasts. */
export function useRegisterSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterSchoolInput) =>
      apiCall(registerSchool, { body, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolsKey }),
  });
}
