/** A car's page on its site: `/cars/{slug}`. */
export function vehiclePath(slug: string): string {
  return `/cars/${encodeURIComponent(slug)}`;
}
