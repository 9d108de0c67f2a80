import { setRollNumbers } from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import type { ClassChoice } from '../lib/class-choice';
import { classListKey } from './get-class-list';
import { studentsKey } from './student-keys';

export interface SetRollNumbersInput {
  choice: ClassChoice;
  rolls: Array<{ student_id: number; roll_number: number }>;
}

/** `PUT /api/school/allocate_roll_number`: roll numbers typed by hand; duplicates are refused. */
export function useSetRollNumbers() {
  const queryClient = useQueryClient();
  return useRouteMutation(setRollNumbers, {
    input: ({ choice, rolls }: SetRollNumbersInput) => ({
      body: { class_id: choice.classId, section_id: choice.sectionId, rolls },
    }),
    notifySuccess: true,
    onSuccess: (list, { choice }) => queryClient.setQueryData(classListKey(choice), list),
    refreshes: [studentsKey],
  });
}
