import { discontinueStudent } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { discontinueKey } from './discontinue-keys';

/** `POST /api/school/discontinue`: its refusals show under the fields. */
export const useDiscontinueStudent = () =>
  useRouteMutation(discontinueStudent, {
    silent: true,
    notifySuccess: true,
    refreshes: [discontinueKey],
  });
