/** Where a location map's raster tiles come from, and the credit the provider asks for. */
export type MapTiles = { urlTemplate: string; attribution: string };

/**
 * The origin a tile URL template loads pictures from, for the Content-Security-Policy's img-src:
 * 'https://tile.example.org/{z}/{x}/{y}.png' → 'https://tile.example.org'; a {s} subdomain becomes a wildcard.
 */
export function mapTileOrigin(urlTemplate: string): string {
  const match = /^(https?:\/\/)([^/]+)/i.exec(urlTemplate);
  if (!match) throw new Error(`Not a tile URL: ${urlTemplate}`);
  const host = match[2]!.toLowerCase();
  return `${match[1]!.toLowerCase()}${host.startsWith("{s}.") ? `*.${host.slice(4)}` : host}`;
}

/**
 * The address of the tile holding a point at a zoom level (the Web Mercator "slippy map" scheme every raster tile
 * server uses), so one tile can be fetched to see whether the server answers before a map is built.
 */
export function tileUrlFor(urlTemplate: string, point: { lat: number; lng: number }, zoom: number): string {
  const scale = 2 ** zoom;
  const lat = Math.max(-85.0511, Math.min(85.0511, point.lat)) * (Math.PI / 180);
  const x = Math.min(scale - 1, Math.floor(((point.lng + 180) / 360) * scale));
  const y = Math.min(scale - 1, Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * scale));
  return urlTemplate.replace("{s}", "a").replace("{z}", String(zoom)).replace("{x}", String(x)).replace("{y}", String(y)).replace("{r}", "");
}
