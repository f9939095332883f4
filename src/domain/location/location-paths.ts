/**
 * Spec 001 §2: the addresses that name a location or dealership by slug — `/locations/{slug}`,
 * `/our-location/{slug}` and `/contact-us/{slug}`. Returns the slug, or null for any other path.
 */
export function locationPageSlug(pathname: string): string | null {
  const match = /^\/(?:locations|our-location|contact-us)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1]!;
  }
}
