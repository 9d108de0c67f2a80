import { type BodyOf, registerSchool } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { schoolsKey } from './school-keys';

export type RegisterSchoolInput = BodyOf<typeof registerSchool>;

/** `POST /api/super-admin/school`: the school and its first admin (invited by e-mail); its message toasts. */
export const useRegisterSchool = () =>
  useRouteMutation(registerSchool, { notifySuccess: true, refreshes: [schoolsKey] });
