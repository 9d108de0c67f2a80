import { setRollNumbers } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
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
  return useMutation({
    mutationFn: ({ choice, rolls }: SetRollNumbersInput) =>
      apiCall(setRollNumbers, {
        body: { class_id: choice.classId, section_id: choice.sectionId, rolls },
        notifySuccess: true,
      }),
    onSuccess: async (list, { choice }) => {
      queryClient.setQueryData(classListKey(choice), list);
      await queryClient.invalidateQueries({ queryKey: studentsKey });
    },
  });
}
