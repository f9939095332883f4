import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { DEFAULT_MAP_ZOOM } from "@/domain/locations/location-block";
import type { MapTiles } from "@/domain/locations/map-tiles";
import type { MapPoint } from "./map-point";

/** Tiles that have not drawn within this long (the first is usually cached by the probe) count as failed. */
const TILE_TIMEOUT_MS = 8_000;

type MountOptions = { points: readonly MapPoint[]; tiles: MapTiles; onReady: () => void; onFail: () => void };

/**
 * Draws the points on a Leaflet map in `element` (decision 009). Tiles decide the outcome: the first tile drawn
 * makes the map ready; every visible tile failing, or none arriving in time, removes the map and reports
 * failure, so the page keeps its list of locations instead of an empty frame.
 */
export function mountLeafletMap(element: HTMLElement, { points, tiles, onReady, onFail }: MountOptions): { remove(): void } {
  const map = L.map(element, { scrollWheelZoom: false });
  const first = points[0]!;
  if (points.length === 1) map.setView([first.lat, first.lng], DEFAULT_MAP_ZOOM);
  else map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [40, 40], maxZoom: DEFAULT_MAP_ZOOM });

  let settled = false;
  let drawn = 0;
  const settle = (ready: boolean) => {
    if (settled) return;
    settled = true;
    window.clearTimeout(timer);
    if (ready) onReady();
    // Leaflet is still inside its tile handler here; removing the map under it throws.
    else
      window.setTimeout(() => {
        map.remove();
        onFail();
      }, 0);
  };
  const timer = window.setTimeout(() => settle(drawn > 0), TILE_TIMEOUT_MS);
  const layer = L.tileLayer(tiles.urlTemplate, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 });
  layer.on("tileload", () => {
    drawn += 1;
    settle(true);
  });
  // Leaflet counts a failed tile as finished, so 'load' with nothing drawn means every tile failed.
  layer.on("load", () => settle(drawn > 0));
  layer.addTo(map);

  // Pins only show where: close locations overlap at the default zoom (too close together to be targets), and
  // the list beside the map carries each location's name and links.
  for (const point of points) {
    L.marker([point.lat, point.lng], { interactive: false, keyboard: false, icon: L.divIcon({ className: "map-pin", iconSize: [26, 26], iconAnchor: [13, 30] }) }).addTo(map);
  }
  return {
    remove() {
      settled = true;
      window.clearTimeout(timer);
      map.remove();
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
