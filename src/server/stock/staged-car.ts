import type { cars } from "@/db/schema";
import type { CarImage } from "@/domain/car/car";
import type { ImportDealership, ImportLocation } from "@/domain/stock/import-dealership";
import { feedCarSlug, feedCarTitle } from "@/domain/stock/feed-car-identity";
import type { StockFeedRow } from "@/domain/stock/stock-feed-row";
import { localPhotoPath, type PhotoSource } from "@/server/media/remote-photos";

/** Every column of `cars` but the id and the times the import sets itself, plus the photo URLs to record. */
export type StagedCar = Required<Omit<typeof cars.$inferInsert, "id" | "updatedAt" | "createdAt" | "soldAt">> & {
  /** The feed's own dates, if it gives them (the merge decides what is stored). */
  createdAt: Date | null;
  soldAt: Date | null;
  /** [key, url] of each dealer photo, recorded for the media route. */
  photoSources: [string, string][] | null;
};

/** The dealership's location the feed names (by slug or name, any case), its primary location when it names none. */
export function findLocation(dealership: ImportDealership, name: string | undefined): ImportLocation | null | undefined {
  if (name === undefined) return dealership.locations.find((l) => l.primary) ?? dealership.locations[0] ?? null;
  const wanted = name.toLowerCase();
  return dealership.locations.find((l) => l.slug === wanted || l.name.toLowerCase() === wanted);
}

/** A photo address as stored: a dealer's http(s) photo becomes its `/media/photos/…` path, a site path stays. */
function photo(url: string, sources: PhotoSource[]): string {
  if (url.startsWith("/")) return url;
  const source = localPhotoPath(url);
  sources.push(source);
  return source.path;
}

const videoItems = (urls: readonly string[]) => urls.map((url) => ({ video: { url } }));

/** The `cars` columns of a valid feed row (null for what the feed leaves out). */
export function toStagedCar(row: StockFeedRow, dealership: ImportDealership, location: ImportLocation | null): StagedCar {
  const sources: PhotoSource[] = [];
  const images: CarImage[] = [
    ...row.images.map((url): CarImage => ({ url: photo(url, sources), thumbUrl: "", kind: "exterior" })),
    ...row.interior_images.map((url): CarImage => ({ url: photo(url, sources), thumbUrl: "", kind: "interior" })),
  ].map((image) => ({ ...image, thumbUrl: image.url }));
  const identity = { year: row.year, make: row.make, model: row.model, badge: row.badge, stocknum: row.stocknum };
  return {
    dealershipId: dealership.id, locationId: location?.id ?? null, slug: feedCarSlug(identity), name: row.name ?? feedCarTitle(identity),
    year: row.year, make: row.make, model: row.model, badge: row.badge ?? null, series: row.series ?? null, colour: row.colour ?? null,
    interiorColour: row.interior_colour ?? null, gearnum: row.gearnum ?? null, bodyconfiguration: row.bodyconfiguration ?? null,
    body: row.simple_body ?? null, transmission: row.simple_transmission ?? null, trans: row.trans ?? null, fuel: row.simple_fuel ?? null,
    fuelDetail: row.fuel ?? null, seats: row.seats ?? null, doors: row.doors ?? null, drive: row.drive ?? null, engineSize: row.engine_size ?? null,
    engineSizeLitres: row.engine_size_litres ?? null, km: row.km ?? 0, price: row.price ?? 0, beforePrice: row.before_price ?? null,
    offerPrice: row.offer_price ?? null, subscriptionPrice: row.subscription_price ?? null, reserveDeposit: row.reserve_deposit ?? null, preorder: row.preorder ?? false,
    priceType: row.price_type ?? null, stocknum: row.stocknum, vin: row.vin ?? null, nvic: row.nvic ?? null, regplate: row.regplate ?? null,
    regoExpiry: row.rego_expiry ?? null, buildDate: row.build_date ?? null, complianceDate: row.compliance_date ?? null,
    carType: row.car_type, status: row.status, soldAt: row.sold_at ? new Date(row.sold_at) : null, tag: row.tag ?? null, reserved: row.reserved ?? false,
    certified: row.certified ?? false, showOnDealerWebsite: row.show_on_dealer_website ?? true, checkoutEnabled: row.checkout_enabled ?? false,
    city: location?.city ?? null, state: location?.state ?? null, locationName: location?.name ?? null,
    privateSuburb: row.private_suburb ?? null, privatePostcode: row.private_postcode ?? null, itemType: row.item_type ?? null,
    categories: row.categories, features: row.features, dealerComments: row.dealercomments ?? null, carsalesTitle: row.carsales_title ?? null,
    historyReportUrl: row.file ?? null, views: row.views ?? 0, images, primaryImageUrl: images[0]?.url ?? null,
    videoUrl: row.video_url ?? null, externalVideoUrl: row.external_video_url ?? null,
    walkaroundVideos: videoItems(row.walkaround_videos), videos: videoItems(row.videos),
    spinImages: row.spin_images.map((url) => photo(url, sources)), spinCode: row.spin_code ?? null,
    spinInteriorImage: row.spin_interior_image ? photo(row.spin_interior_image, sources) : null,
    hotspots: row.hotspots ?? null, standardEquipment: row.standardEquipment, variant: row.variant ?? null,
    specifications: row.specifications ?? null, financeLenders: row.finance_lenders ?? {}, paymentProcessors: row.payment_processors,
    autograbData: row.autograb_data ?? null, createdAt: row.created_at ? new Date(row.created_at) : null,
    photoSources: sources.length ? sources.map((s) => [s.key, s.url]) : null,
  };
}
