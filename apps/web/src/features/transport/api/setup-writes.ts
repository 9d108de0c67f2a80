import {
  allocateRoute,
  createDriverSetting,
  createRoute,
  createVehicle,
  deleteDriverSetting,
  deleteRoute,
  deleteTransportAllocation,
  deleteVehicle,
  saveDriver,
  updateRoute,
  updateVehicle,
} from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { transportKey } from './transport-keys';

const byId = (id: number) => ({ params: { id } });

/** `POST` / `PUT /api/school/transport/vehicle`. */
export const useCreateVehicle = () =>
  useRouteMutation(createVehicle, {
    silent: true,
    refreshes: [transportKey],
    refreshOn: 'settled',
  });
export const useUpdateVehicle = () =>
  useRouteMutation(updateVehicle, {
    silent: true,
    refreshes: [transportKey],
    refreshOn: 'settled',
  });
/** `DELETE /api/school/transport/vehicle/:id`. */
export const useDeleteVehicle = () =>
  useRouteMutation(deleteVehicle, { input: byId, refreshes: [transportKey], refreshOn: 'settled' });

/** `PUT /api/school/transport/driver`. */
export const useSaveDriver = () =>
  useRouteMutation(saveDriver, { silent: true, refreshes: [transportKey], refreshOn: 'settled' });

/** `POST` / `PUT /api/school/transport/route`. */
export const useCreateRoute = () =>
  useRouteMutation(createRoute, { silent: true, refreshes: [transportKey], refreshOn: 'settled' });
export const useUpdateRoute = () =>
  useRouteMutation(updateRoute, { silent: true, refreshes: [transportKey], refreshOn: 'settled' });
/** `DELETE /api/school/transport/route/:id`. */
export const useDeleteRoute = () =>
  useRouteMutation(deleteRoute, { input: byId, refreshes: [transportKey], refreshOn: 'settled' });

/** `POST /api/school/transport/driver_setting`. */
export const useCreateDriverSetting = () =>
  useRouteMutation(createDriverSetting, {
    silent: true,
    refreshes: [transportKey],
    refreshOn: 'settled',
  });
/** `DELETE /api/school/transport/driver_setting/:id`. */
export const useDeleteDriverSetting = () =>
  useRouteMutation(deleteDriverSetting, {
    input: byId,
    refreshes: [transportKey],
    refreshOn: 'settled',
  });

/** `POST /api/school/transport/allocation`. */
export const useAllocateRoute = () =>
  useRouteMutation(allocateRoute, {
    silent: true,
    refreshes: [transportKey],
    refreshOn: 'settled',
  });
/** `DELETE /api/school/transport/allocation/:id`. */
export const useDeleteAllocation = () =>
  useRouteMutation(deleteTransportAllocation, {
    input: byId,
    refreshes: [transportKey],
    refreshOn: 'settled',
  });
