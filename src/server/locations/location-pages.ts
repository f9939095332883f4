import type { Database } from "@/db/client";
import { findSiteLocation, listSiteDealerships, listSiteLocations, type SiteDealershipSummary } from "@/db/queries/locations";
import type { Location } from "@/domain/locations/location";
import { locationView, type LocationView } from "@/domain/locations/location-view";
import type { LocationBlockModel, LocationSet } from "@/domain/locations/location-set";
import type { MapTiles } from "@/domain/locations/map-tiles";
import type { Site } from "@/domain/site/site";
import { imageUrl } from "@/domain/media/image-url";
import { loadMapTiles } from "./map-tiles";

/** Locations with what pages show of them at one moment; `locations` feed the JSON-LD. */
export type DealershipLocations = LocationSet & { dealership: SiteDealershipSummary };

/** The location block (spec 001 §2) in the form the site chose, for the home and contact pages. */
export type LocationPageModel =
  | { kind: "location"; location: Location; view: LocationView; tiles: MapTiles | null; others: LocationView[] }
  | ({ kind: "dealership" } & DealershipLocations);

/** The location's view with its photo at card size (cards are at most 320 px wide; 640 serves 2× screens). */
export function viewOf(location: Location, now: Date): LocationView {
  const view = locationView(location, now);
  return { ...view, imageUrl: view.imageUrl ? imageUrl(view.imageUrl, { width: 640 }) : null };
}

const setOf = (locations: Location[], now: Date): LocationSet => ({ locations, views: locations.map((l) => viewOf(l, now)), tiles: loadMapTiles() });

export async function loadLocationBlock(db: Database, site: Site, now: Date): Promise<LocationBlockModel> {
  return { form: site.config.locationBlock, ...setOf(await listSiteLocations(db, site, now), now) };
}

/** `/dealerships`: each of the site's dealerships with its locations, leaving out a dealership without any. */
export async function loadDealershipsPage(db: Database, site: Site, now: Date): Promise<DealershipLocations[]> {
  const [dealerships, locations] = await Promise.all([listSiteDealerships(db, site), listSiteLocations(db, site, now)]);
  return dealerships
    .map((dealership) => ({ dealership, ...setOf(locations.filter((l) => l.dealership.id === dealership.id), now) }))
    .filter((entry) => entry.locations.length > 0);
}

async function dealershipLocations(db: Database, site: Site, slug: string, now: Date): Promise<DealershipLocations | null> {
  if (!site.dealerships.some((d) => d.slug === slug)) return null;
  const dealership = (await listSiteDealerships(db, site)).find((d) => d.slug === slug);
  if (!dealership) return null;
  const locations = (await listSiteLocations(db, site, now)).filter((l) => l.dealership.id === dealership.id);
  return locations.length > 0 ? { dealership, ...setOf(locations, now) } : null;
}

/**
 * `/locations/{slug}` and `/our-location/{slug}` (spec 001 §2): a location's page, or, for a dealership's slug,
 * the page listing that dealership's locations; null (a 404) for anything else. A location slug wins over a
 * dealership's, as a one-location dealer often shares it.
 */
export async function loadLocationPage(db: Database, site: Site, slug: string, now: Date): Promise<LocationPageModel | null> {
  const location = await findSiteLocation(db, site, slug, now);
  if (location) {
    const others = (await listSiteLocations(db, site, now)).filter((l) => l.id !== location.id);
    return { kind: "location", location, view: viewOf(location, now), tiles: loadMapTiles(), others: others.map((l) => viewOf(l, now)) };
  }
  const dealership = await dealershipLocations(db, site, slug, now);
  return dealership ? { kind: "dealership", ...dealership } : null;
}
