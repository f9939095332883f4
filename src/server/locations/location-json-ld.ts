import type { Location } from "@/domain/locations/location";
import { absoluteUrl } from "@/domain/seo/page-metadata";
import { locationsJsonLd } from "@/domain/seo/location-json-ld";
import { imageUrl } from "@/domain/media/image-url";

/** The JSON-LD of a page showing these locations: each an AutoDealer at its own page's absolute URL. */
export function locationPageJsonLd(baseUrl: string, locations: readonly Location[]): Record<string, unknown> {
  return locationsJsonLd(
    locations.map((location) => ({
      location,
      url: absoluteUrl(baseUrl, `/locations/${location.slug}`),
      imageUrl: location.imageUrl ? absoluteUrl(baseUrl, imageUrl(location.imageUrl, { width: 1280, format: "jpeg" })) : null,
    })),
  );
}
