import { setClassTeacher } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { academicsKeys } from './academics-keys';

/** `PUT /api/school/teacher_allocation/class_teacher`: sets, or with null removes, a class teacher. */
export const useSetClassTeacher = () =>
  useRouteMutation(setClassTeacher, {
    notifySuccess: true,
    refreshes: [academicsKeys.teacherAllocations],
  });
