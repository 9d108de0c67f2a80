import { admitStudent, type BodyOf } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { studentsKey } from './student-keys';

export type AdmitStudentInput = BodyOf<typeof admitStudent>;

/** `POST /api/school/student_admission`: the student, class and parents; "Student admitted." toasts. */
export const useAdmitStudent = () =>
  useRouteMutation(admitStudent, { notifySuccess: true, refreshes: [studentsKey] });
