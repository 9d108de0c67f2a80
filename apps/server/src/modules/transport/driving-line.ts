import { type LatLng, straightLine } from '@shala/contracts';

interface OsrmAnswer {
  code?: string;
  routes?: Array<{ geometry?: { coordinates?: Array<[number, number]> } }>;
}

const routingTimeoutMs = 4000;

/**
 * The driving line through ordered points as [lat, lng] pairs: asked of an OSRM-compatible
 * service (`/route/v1/driving/lng,lat;…?overview=full&geometries=geojson`) when one is set,
 * else, or when it fails or answers nonsense, straight segments through the points.
 */
export async function drivingLine(
  routingUrl: string | undefined,
  points: readonly LatLng[],
): Promise<{ path: Array<[number, number]>; source: 'routing' | 'straight' }> {
  const straight = { path: straightLine(points), source: 'straight' as const };
  if (!routingUrl || points.length < 2) return straight;
  const coordinates = points.map((point) => `${point.lng},${point.lat}`).join(';');
  const url = `${routingUrl.replace(/\/$/, '')}/route/v1/driving/${coordinates}?overview=full&geometries=geojson`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(routingTimeoutMs) });
    if (!response.ok) return straight;
    const answer = (await response.json()) as OsrmAnswer;
    const line = answer.routes?.[0]?.geometry?.coordinates;
    const valid =
      answer.code === 'Ok' &&
      Array.isArray(line) &&
      line.length >= 2 &&
      line.every(
        (pair) => Array.isArray(pair) && Number.isFinite(pair[0]) && Number.isFinite(pair[1]),
      );
    if (!valid) return straight;
    return { path: line.map(([lng, lat]) => [lat, lng]), source: 'routing' };
  } catch {
    return straight;
  }
}
