import { type BodyOf, updateStudent } from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { studentKey } from './get-student';
import { studentsKey } from './student-keys';

export type UpdateStudentInput = BodyOf<typeof updateStudent>;

/**
 * `PUT /api/school/student`: details, parents, class and section; "Student details updated."
 * toasts. The answer also names the parents' new accounts (not kept with the student).
 */
export function useUpdateStudent() {
  const queryClient = useQueryClient();
  return useRouteMutation(updateStudent, {
    notifySuccess: true,
    onSuccess: ({ parent_accounts: _shownOnce, ...student }) =>
      queryClient.setQueryData(studentKey(student.id), student),
    refreshes: [studentsKey],
  });
}
