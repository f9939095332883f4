type DirectionsAddress = { placeId?: string | null; placeUrl?: string | null; street?: string | null; city: string; state?: string | null; postcode?: string | null };

/**
 * A 'Get Directions' link (spec 000 §2, spec 001 §2): directions to the address, pinned to the place when its
 * map place id is known; else the location's own map link; else directions to the address alone.
 */
export function directionsHref(address: DirectionsAddress): string {
  const destination = [address.street, address.city, address.state, address.postcode].filter(Boolean).join(", ");
  const base = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
  if (address.placeId) return `${base}&destination_place_id=${encodeURIComponent(address.placeId)}`;
  return address.placeUrl ?? base;
}
