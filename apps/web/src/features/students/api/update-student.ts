import { type BodyOf, updateStudent } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { studentKey } from './get-student';
import { studentsKey } from './student-keys';

export type UpdateStudentInput = BodyOf<typeof updateStudent>;

/**
 * `PUT /api/school/student`: details, parents, class and section; "Student details updated."
 * toasts. The answer also names the parents' new accounts (not kept with the student).
 */
export function useUpdateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStudentInput) => apiCall(updateStudent, { body, notifySuccess: true }),
    onSuccess: async ({ parent_accounts: _shownOnce, ...student }) => {
      queryClient.setQueryData(studentKey(student.id), student);
      await queryClient.invalidateQueries({ queryKey: studentsKey });
    },
  });
}
