import { loadEnv } from "@/config/env";
import { mapTileOrigin, type MapTiles } from "@/domain/locations/map-tiles";

/** Read once: every response's Content-Security-Policy needs it, and loadEnv parses the whole environment. */
let cached: { tiles: MapTiles | null } | undefined;

/** The configured tile server (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); null when maps are off and pages show lists only. */
export function loadMapTiles(): MapTiles | null {
  if (!cached) {
    const env = loadEnv();
    cached = { tiles: env.MAP_TILE_URL === "off" ? null : { urlTemplate: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION } };
  }
  return cached.tiles;
}

/** The img-src origins the maps need, for every page's Content-Security-Policy. */
export function mapImageOrigins(): string[] {
  const tiles = loadMapTiles();
  return tiles ? [mapTileOrigin(tiles.urlTemplate)] : [];
}
