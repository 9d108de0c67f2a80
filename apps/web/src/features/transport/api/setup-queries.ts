import {
  listDriverSettings,
  listDrivers,
  listRoutes,
  listTransportAllocations,
  listVehicles,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { transportKeys } from './transport-keys';

/** `GET /api/school/transport/vehicles`. */
export const useVehiclesQuery = () =>
  useQuery({
    queryKey: transportKeys.vehicles,
    queryFn: ({ signal }) => apiCall(listVehicles, { signal }),
  });

/** `GET /api/school/transport/drivers`. */
export const useDriversQuery = () =>
  useQuery({
    queryKey: transportKeys.drivers,
    queryFn: ({ signal }) => apiCall(listDrivers, { signal }),
  });

/** `GET /api/school/transport/routes`. */
export const useRoutesQuery = () =>
  useQuery({
    queryKey: transportKeys.routes,
    queryFn: ({ signal }) => apiCall(listRoutes, { signal }),
  });

/** `GET /api/school/transport/driver_settings`. */
export const useDriverSettingsQuery = () =>
  useQuery({
    queryKey: transportKeys.settings,
    queryFn: ({ signal }) => apiCall(listDriverSettings, { signal }),
  });

/** `GET /api/school/transport/allocations` of the current session. */
export const useAllocationsQuery = () =>
  useQuery({
    queryKey: transportKeys.allocations,
    queryFn: ({ signal }) => apiCall(listTransportAllocations, { query: {}, signal }),
  });
