import 'leaflet/dist/leaflet.css';
import { Alert, Box, Stack } from '@mantine/core';
import { routeMapHeight, routeMapZoom } from '@shala/contracts';
import { IconMapOff } from '@tabler/icons-react';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';

export interface MapPoint {
  lat: number;
  lng: number;
  label: string;
  address: string | null;
  /** The number shown on the marker, when it is not the point's place in `points`. */
  number?: number;
}

interface RouteMapProps {
  points: readonly MapPoint[];
  /** The driving line ([lat, lng] pairs); straight segments through the points when absent. */
  path?: ReadonlyArray<readonly [number, number]>;
  /** A Leaflet tile template; without it the map is a plain background (no internet needed). */
  tileUrl: string | null;
  /** The editor: a click adds a point, a drag moves one (its index in `points`). */
  onAdd?: (lat: number, lng: number) => void;
  onMove?: (index: number, lat: number, lng: number) => void;
  label: string;
}

export const mapTilesUnavailable = 'Map tiles unavailable';
const defaultCenter = { lat: 12.9716, lng: 77.5946 };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A 28 px numbered dot inside a 44 × 44 px transparent tap target. */
const numberIcon = (number: number) =>
  L.divIcon({
    className: '',
    html: `<div style="width:44px;height:44px;display:flex;align-items:center;justify-content:center"><div style="background:#c92a2a;color:#fff;border:2px solid #fff;border-radius:50%;width:28px;height:28px;display:flex;align-items:center;justify-content:center;font-weight:700;box-shadow:0 1px 4px rgba(0,0,0,.4)">${number}</div></div>`,
    iconSize: [44, 44],
    iconAnchor: [22, 22],
  });

/**
 * A route on a Leaflet map (§9: zoom 14, 500 px high): numbered points with info windows
 * (label, address) and the line from the first point to the last in red. The view fits every
 * point (zoom 14 at most) and follows a point placed outside it; without tiles (none set up, or
 * none loading, e.g. offline) it says so and still draws the points.
 */
export function RouteMap({ points, path, tileUrl, onAdd, onMove, label }: RouteMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const handlers = useRef({ onAdd, onMove });
  handlers.current = { onAdd, onMove };
  const [tilesFailed, setTilesFailed] = useState(false);
  const fitted = useRef(false);

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { attributionControl: Boolean(tileUrl) }).setView(
      [defaultCenter.lat, defaultCenter.lng],
      routeMapZoom,
    );
    setTilesFailed(false);
    fitted.current = false;
    if (tileUrl) {
      const tiles = L.tileLayer(tileUrl, { maxZoom: 19 });
      tiles.on('tileerror', () => setTilesFailed(true));
      tiles.on('tileload', () => setTilesFailed(false));
      tiles.addTo(created);
    }
    created.on('click', (event: L.LeafletMouseEvent) =>
      handlers.current.onAdd?.(event.latlng.lat, event.latlng.lng),
    );
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
    // The map is made once per tile source; the effect below draws and fits the points.
  }, [tileUrl]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new map (new tiles) is drawn again
  useEffect(() => {
    const group = layer.current;
    const view = map.current;
    if (!group || !view) return;
    group.clearLayers();
    if (points.length) {
      const bounds = L.latLngBounds(points.map((point) => [point.lat, point.lng]));
      if (!fitted.current || !view.getBounds().contains(bounds))
        view.fitBounds(bounds, { maxZoom: routeMapZoom, padding: [36, 36] });
      fitted.current = true;
    }
    const line = path ?? points.map((point) => [point.lat, point.lng] as const);
    if (line.length > 1)
      L.polyline(
        line.map(([lat, lng]) => [lat, lng] as [number, number]),
        { color: 'red', weight: 4 },
      ).addTo(group);
    points.forEach((point, index) => {
      const number = point.number ?? index + 1;
      const marker = L.marker([point.lat, point.lng], {
        icon: numberIcon(number),
        draggable: Boolean(handlers.current.onMove),
        title: `${number}. ${point.label}`,
        alt: `${number}. ${point.label}`,
      });
      marker.bindPopup(
        `<strong>${escapeHtml(point.label)}</strong>${point.address ? `<br>${escapeHtml(point.address)}` : ''}`,
      );
      marker.on('dragend', () => {
        const moved = marker.getLatLng();
        handlers.current.onMove?.(index, moved.lat, moved.lng);
      });
      marker.addTo(group);
    });
  }, [points, path, tileUrl]);

  return (
    <Stack gap="xs">
      {!tileUrl || tilesFailed ? (
        <Alert role="status" color="yellow" icon={<IconMapOff size={20} aria-hidden />}>
          {mapTilesUnavailable}: the stops and the line are drawn on a plain background.
        </Alert>
      ) : null}
      <Box
        ref={element}
        role="region"
        aria-label={label}
        h={routeMapHeight}
        w="100%"
        style={{ background: '#e8eef3', borderRadius: 8, zIndex: 0 }}
      />
    </Stack>
  );
}
