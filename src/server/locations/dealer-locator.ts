import type { Database } from "@/db/client";
import { listSiteLocations } from "@/db/queries/locations";
import { locatorEntries, resolveLocatorSearch, type DealerLocatorModel, type DealerLocatorQuery } from "@/domain/locations/dealer-locator";
import type { Site } from "@/domain/site/site";
import { findPostcodePoint } from "@/server/delivery/postcode-points";
import { viewOf } from "./location-pages";
import { findSuburbs } from "./suburb-lookup";


/**
 * `/dealer-locator` (spec 000 §2): the site's locations nearest first from a postcode or suburb, each with its
 * open-now status on its own clock; with nothing searched, the site's own order. `open=1` keeps those open now.
 */
export async function loadDealerLocator(db: Database, site: Site, query: DealerLocatorQuery, now: Date): Promise<DealerLocatorModel> {
  const search = resolveLocatorSearch(query.near, { postcodePoint: findPostcodePoint, findSuburbs });
  const views = (await listSiteLocations(db, site, now)).map((location) => viewOf(location, now));
  const placed = views.map((view) => ({ view, point: view.point, status: view.status }));
  const entries = locatorEntries(placed, search, query.openNow).map(({ view, distanceKm }) => ({ view, distanceKm }));
  return { query, search, entries, total: views.length };
}
