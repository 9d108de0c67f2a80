import {
  listDriverSettings,
  listDrivers,
  listRoutes,
  listTransportAllocations,
  listVehicles,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { transportKeys } from './transport-keys';

/** `GET /api/school/transport/vehicles`. */
export const vehiclesQueryOptions = () =>
  routeQueryOptions(listVehicles, { key: transportKeys.vehicles });
export const useVehiclesQuery = () => useQuery(vehiclesQueryOptions());

/** `GET /api/school/transport/drivers`. */
export const driversQueryOptions = () =>
  routeQueryOptions(listDrivers, { key: transportKeys.drivers });
export const useDriversQuery = () => useQuery(driversQueryOptions());

/** `GET /api/school/transport/routes`. */
export const routesQueryOptions = () =>
  routeQueryOptions(listRoutes, { key: transportKeys.routes });
export const useRoutesQuery = () => useQuery(routesQueryOptions());

/** `GET /api/school/transport/driver_settings`. */
export const driverSettingsQueryOptions = () =>
  routeQueryOptions(listDriverSettings, { key: transportKeys.settings });
export const useDriverSettingsQuery = () => useQuery(driverSettingsQueryOptions());

/** `GET /api/school/transport/allocations` of the current session. */
export const allocationsQueryOptions = () =>
  routeQueryOptions(listTransportAllocations, {
    key: transportKeys.allocations,
    input: { query: {} },
  });
export const useAllocationsQuery = () => useQuery(allocationsQueryOptions());
