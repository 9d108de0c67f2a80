import 'leaflet/dist/leaflet.css';
import { Box } from '@mantine/core';
import { routeMapHeight, routeMapZoom } from '@shala/contracts';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

export interface MapPoint {
  lat: number;
  lng: number;
  label: string;
  address: string | null;
}

interface RouteMapProps {
  points: readonly MapPoint[];
  /** The driving line ([lat, lng] pairs); straight segments through the points when absent. */
  path?: ReadonlyArray<readonly [number, number]>;
  /** A Leaflet tile template; without it the map is a plain background (no internet needed). */
  tileUrl: string | null;
  /** The editor: a click adds a point, a drag moves one. */
  onAdd?: (lat: number, lng: number) => void;
  onMove?: (index: number, lat: number, lng: number) => void;
  label: string;
}

const defaultCenter = { lat: 12.9716, lng: 77.5946 };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const numberIcon = (index: number) =>
  L.divIcon({
    className: '',
    html: `<div style="background:#c92a2a;color:#fff;border:2px solid #fff;border-radius:50%;width:28px;height:28px;display:flex;align-items:center;justify-content:center;font-weight:700;box-shadow:0 1px 4px rgba(0,0,0,.4)">${index + 1}</div>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });

/**
 * A route on a Leaflet map (§9: zoom 14, 500 px high): numbered points with info windows
 * (label, address) and the line from the first point to the last in red.
 */
export function RouteMap({ points, path, tileUrl, onAdd, onMove, label }: RouteMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const handlers = useRef({ onAdd, onMove });
  handlers.current = { onAdd, onMove };

  const centred = useRef(false);

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { attributionControl: Boolean(tileUrl) }).setView(
      [defaultCenter.lat, defaultCenter.lng],
      routeMapZoom,
    );
    centred.current = false;
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) =>
      handlers.current.onAdd?.(event.latlng.lat, event.latlng.lng),
    );
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
    // The map is made once per tile source; the effect below draws and centres the points.
  }, [tileUrl]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new map (new tiles) is drawn again
  useEffect(() => {
    const group = layer.current;
    if (!group || !map.current) return;
    group.clearLayers();
    const first = points[0];
    if (first && !centred.current) {
      // §9: zoom 14, on the middle of the route once its points are known.
      const bounds = L.latLngBounds(points.map((point) => [point.lat, point.lng]));
      map.current.setView(bounds.getCenter(), routeMapZoom);
      centred.current = true;
    }
    const line = path ?? points.map((point) => [point.lat, point.lng] as const);
    if (line.length > 1)
      L.polyline(
        line.map(([lat, lng]) => [lat, lng] as [number, number]),
        { color: 'red', weight: 4 },
      ).addTo(group);
    points.forEach((point, index) => {
      const marker = L.marker([point.lat, point.lng], {
        icon: numberIcon(index),
        draggable: Boolean(handlers.current.onMove),
        title: `${index + 1}. ${point.label}`,
        alt: `${index + 1}. ${point.label}`,
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
    <Box
      ref={element}
      role="region"
      aria-label={label}
      h={routeMapHeight}
      w="100%"
      style={{ background: '#e8eef3', borderRadius: 8, zIndex: 0 }}
    />
  );
}
