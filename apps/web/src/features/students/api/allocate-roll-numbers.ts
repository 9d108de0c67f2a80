import { allocateRollNumbers } from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import type { ClassChoice } from '../lib/class-choice';
import { classListKey } from './get-class-list';
import { studentsKey } from './student-keys';

/** `POST /api/school/allocate_roll_number`: numbers the class 1..n by the school's rule. */
export function useAllocateRollNumbers() {
  const queryClient = useQueryClient();
  return useRouteMutation(allocateRollNumbers, {
    input: (choice: ClassChoice) => ({
      body: { class_id: choice.classId, section_id: choice.sectionId },
    }),
    notifySuccess: true,
    onSuccess: (list, choice) => queryClient.setQueryData(classListKey(choice), list),
    refreshes: [studentsKey],
  });
}
