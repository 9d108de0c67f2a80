import { admitStudent, type BodyOf } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { studentsKey } from './student-keys';

export type AdmitStudentInput = BodyOf<typeof admitStudent>;

/** `POST /api/school/student_admission`: the student, class and parents; "Student admitted." toasts. */
export function useAdmitStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdmitStudentInput) => apiCall(admitStudent, { body, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsKey }),
  });
}
