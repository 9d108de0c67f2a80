import { type BodyOf, updateSchool } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { schoolsKey } from './school-keys';

export type UpdateSchoolInput = BodyOf<typeof updateSchool>;

/** `PUT /api/super-admin/school`: name, colours, time zone and status; "School updated." toasts. */
export const useUpdateSchool = () =>
  useRouteMutation(updateSchool, { notifySuccess: true, refreshes: [schoolsKey] });
