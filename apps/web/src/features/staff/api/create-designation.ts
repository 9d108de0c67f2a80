import { createDesignation } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { designationsKey } from './staff-keys';

/** `POST /api/school/designations`: "Designation saved." toasts. */
export const useCreateDesignation = () =>
  useRouteMutation(createDesignation, { notifySuccess: true, refreshes: [designationsKey] });
