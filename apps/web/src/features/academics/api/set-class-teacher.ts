import { type BodyOf, setClassTeacher } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { academicsKeys } from './academics-keys';

/** `PUT /api/school/teacher_allocation/class_teacher`: sets, or with null removes, a class teacher. */
export function useSetClassTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof setClassTeacher>) =>
      apiCall(setClassTeacher, { body, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academicsKeys.teacherAllocations }),
  });
}
