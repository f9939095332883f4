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
