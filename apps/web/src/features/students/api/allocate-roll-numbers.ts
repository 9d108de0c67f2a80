import { allocateRollNumbers } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import type { ClassChoice } from '../lib/class-choice';
import { classListKey } from './get-class-list';
import { studentsKey } from './student-keys';

/** `POST /api/school/allocate_roll_number`: numbers the class 1..n by the school's rule. */
export function useAllocateRollNumbers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: ClassChoice) =>
      apiCall(allocateRollNumbers, {
        body: { class_id: choice.classId, section_id: choice.sectionId },
        notifySuccess: true,
      }),
    onSuccess: async (list, choice) => {
      queryClient.setQueryData(classListKey(choice), list);
      await queryClient.invalidateQueries({ queryKey: studentsKey });
    },
  });
}
