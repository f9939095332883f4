import { stringify } from "csv-stringify/sync";
import type { Database } from "@/db/client";
import { listSiteVehicleAds } from "@/db/queries/vehicle-feed";
import type { VehicleAd, VehicleAdSource } from "@/domain/feeds/vehicle-ad";
import { GOOGLE_FEED_TAIL, googleFeedHead, isGoogleVehicleAd, renderGoogleItem } from "@/domain/feeds/google-vehicle-listings";
import { isMetaVehicleAd, META_COLUMNS, metaAutomotiveRow } from "@/domain/feeds/meta-automotive";
import { vehiclePath } from "@/domain/vehicle/vehicle-path";
import type { Site } from "@/domain/site/site";
import { imageUrl } from "@/domain/media/image-url";
import { plainTextAdSource } from "./feed-plain-text";

export const VEHICLE_AD_FEEDS = {
  google: { file: "google-vehicle-listings.xml", contentType: "application/xml; charset=utf-8" },
  meta: { file: "meta-automotive.csv", contentType: "text/csv; charset=utf-8" },
} as const;
export type VehicleAdFeedKind = keyof typeof VEHICLE_AD_FEEDS;

const PAGE = 2_000;
/** Feed photos: JPEG at 1280 px, which both channels take (neither reads SVG or WebP everywhere). */
const FEED_IMAGE = { width: 1280, format: "jpeg" } as const;

/** Absolute addresses for a car's page and photos on the site at `base`, and the dealer's text as plain text. */
export function toVehicleAd(source: VehicleAdSource, base: string): VehicleAd {
  const absolute = (path: string) => (/^https?:\/\//i.test(path) ? path : `${base}${path}`);
  const { slug, images, ...ad } = plainTextAdSource(source);
  return { ...ad, link: `${base}${vehiclePath(slug)}`, imageLinks: images.map((src) => absolute(imageUrl(src, FEED_IMAGE))) };
}

/** The site's feed of this kind, as chunks of text (the cars are read a page at a time). */
export async function* vehicleAdFeed(db: Database, site: Site, kind: VehicleAdFeedKind, base: string, now: Date): AsyncGenerator<string> {
  yield kind === "google" ? googleFeedHead({ name: site.name, url: base }) : stringify([META_COLUMNS as string[]]);
  for (let afterId = 0; ; ) {
    const page = await listSiteVehicleAds(db, site, { afterId, limit: PAGE, now });
    const ads = page.map((source) => toVehicleAd(source, base));
    if (kind === "google") yield ads.filter(isGoogleVehicleAd).map(renderGoogleItem).join("");
    else yield stringify(ads.filter(isMetaVehicleAd).map(metaAutomotiveRow));
    if (page.length < PAGE) break;
    afterId = page[page.length - 1]?.carId ?? afterId;
  }
  if (kind === "google") yield GOOGLE_FEED_TAIL;
}
