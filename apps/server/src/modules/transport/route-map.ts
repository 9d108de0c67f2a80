import type { RouteForMap } from '@shala/contracts';
import type { SignedInScope } from '../../platform/scope.ts';
import type { AppConfig } from '../../platform/services.ts';
import { drivingLine } from './driving-line.ts';
import { findRoute } from './route-service.ts';
import { checkRouteVisible } from './viewer.ts';

/** The spec's route for the map, with the driving line and the configured tiles. */
export async function routeForMap(
  scope: SignedInScope,
  config: AppConfig,
  routeId: number,
): Promise<RouteForMap> {
  await checkRouteVisible(scope, routeId);
  const route = await findRoute(scope, null, routeId);
  const line = await drivingLine(config.routingUrl, route.pickup_points);
  return {
    route_name: route.route_name,
    pickup_points: route.pickup_points.map((point) => ({
      lat: point.lat,
      lng: point.lng,
      label: point.label,
      address: point.address,
      drop_index: point.drop_index,
    })),
    path: line.path,
    path_source: line.source,
    tile_url: config.mapTileUrl ?? null,
  };
}
