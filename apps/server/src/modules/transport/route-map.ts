import type { RouteForMap } from '@shala/contracts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { drivingLine } from './driving-line.ts';
import { findRoute } from './route-service.ts';
import { checkRouteVisible } from './viewer.ts';

/** The spec's route for the map, with the driving line and the configured tiles. */
export async function routeForMap(ctx: SignedInContext, routeId: number): Promise<RouteForMap> {
  await checkRouteVisible(ctx, routeId);
  const route = await findRoute(ctx.tx, ctx.tenant.id, null, routeId);
  const line = await drivingLine(ctx.services.config.routingUrl, route.pickup_points);
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
    tile_url: ctx.services.config.mapTileUrl ?? null,
  };
}
