import {
  allocateRoute,
  type BodyOf,
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
import { apiCall } from '../../../platform/api/api-client';
import { useTransportWrite } from './transport-write';

/** `POST` / `PUT /api/school/transport/vehicle`. */
export const useCreateVehicle = () =>
  useTransportWrite((body: BodyOf<typeof createVehicle>) =>
    apiCall(createVehicle, { body, silent: true }),
  );
export const useUpdateVehicle = () =>
  useTransportWrite((body: BodyOf<typeof updateVehicle>) =>
    apiCall(updateVehicle, { body, silent: true }),
  );
/** `DELETE /api/school/transport/vehicle/:id`. */
export const useDeleteVehicle = () =>
  useTransportWrite((id: number) => apiCall(deleteVehicle, { params: { id } }));

/** `PUT /api/school/transport/driver`. */
export const useSaveDriver = () =>
  useTransportWrite((body: BodyOf<typeof saveDriver>) =>
    apiCall(saveDriver, { body, silent: true }),
  );

/** `POST` / `PUT /api/school/transport/route`. */
export const useCreateRoute = () =>
  useTransportWrite((body: BodyOf<typeof createRoute>) =>
    apiCall(createRoute, { body, silent: true }),
  );
export const useUpdateRoute = () =>
  useTransportWrite((body: BodyOf<typeof updateRoute>) =>
    apiCall(updateRoute, { body, silent: true }),
  );
/** `DELETE /api/school/transport/route/:id`. */
export const useDeleteRoute = () =>
  useTransportWrite((id: number) => apiCall(deleteRoute, { params: { id } }));

/** `POST /api/school/transport/driver_setting`. */
export const useCreateDriverSetting = () =>
  useTransportWrite((body: BodyOf<typeof createDriverSetting>) =>
    apiCall(createDriverSetting, { body, silent: true }),
  );
/** `DELETE /api/school/transport/driver_setting/:id`. */
export const useDeleteDriverSetting = () =>
  useTransportWrite((id: number) => apiCall(deleteDriverSetting, { params: { id } }));

/** `POST /api/school/transport/allocation`. */
export const useAllocateRoute = () =>
  useTransportWrite((body: BodyOf<typeof allocateRoute>) =>
    apiCall(allocateRoute, { body, silent: true }),
  );
/** `DELETE /api/school/transport/allocation/:id`. */
export const useDeleteAllocation = () =>
  useTransportWrite((id: number) => apiCall(deleteTransportAllocation, { params: { id } }));
