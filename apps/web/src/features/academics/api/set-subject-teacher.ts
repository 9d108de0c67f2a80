import { type BodyOf, setSubjectTeacher } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { academicsKeys } from './academics-keys';

/** `PUT /api/school/teacher_allocation/subject_teacher`: sets, or with null removes, a subject teacher. */
export function useSetSubjectTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof setSubjectTeacher>) =>
      apiCall(setSubjectTeacher, { body, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academicsKeys.teacherAllocations }),
  });
}
