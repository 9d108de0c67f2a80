import { orderClasses } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { academicsRoots } from './refresh-academics';

/** `PUT /api/school/class/order`: the promotion order, every class once, first to last. */
export const useOrderClasses = () =>
  useRouteMutation(orderClasses, {
    input: (classIds: number[]) => ({ body: { class_ids: classIds } }),
    notifySuccess: true,
    refreshes: academicsRoots,
  });
