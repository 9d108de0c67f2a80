import { setSubjectTeacher } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { academicsKeys } from './academics-keys';

/** `PUT /api/school/teacher_allocation/subject_teacher`: sets, or with null removes, a subject teacher. */
export const useSetSubjectTeacher = () =>
  useRouteMutation(setSubjectTeacher, {
    notifySuccess: true,
    refreshes: [academicsKeys.teacherAllocations],
  });
