import { decodeRouteParam } from "@/domain/security/request-target";

/**
 * Spec 001 §2: the addresses that name a location or dealership by slug — `/locations/{slug}`,
 * `/our-location/{slug}` and `/contact-us/{slug}`. Returns the slug, or null for any other path or a
 * segment that cannot be a slug.
 */
export function locationPageSlug(pathname: string): string | null {
  const match = /^\/(?:locations|our-location|contact-us)\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeRouteParam(match[1]) : null;
}
