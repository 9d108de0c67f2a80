import { readmitStudent } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { discontinueKey } from './discontinue-keys';

/** `POST /api/school/discontinue/readmit`: the student is active again. */
export const useReadmitStudent = () =>
  useRouteMutation(readmitStudent, {
    input: (studentId: number) => ({ body: { student_id: studentId } }),
    notifySuccess: true,
    refreshes: [discontinueKey],
  });
