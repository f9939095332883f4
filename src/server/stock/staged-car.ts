import { feedFuelType } from "@/domain/fuel/feed-fuel";
import type { cars } from "@/db/schema";
import type { CarImage } from "@/domain/car/car";
import type { ImportDealership, ImportLocation } from "@/domain/stock/import-dealership";
import { feedCarSlug, feedCarTitle } from "@/domain/stock/feed-car-identity";
import type { StockFeedRow } from "@/domain/stock/stock-feed-row";
import { dealerPhotoFolder, photoKey } from "@/server/media/dealer-photos";

/** Every column of `cars` but the id and the times the import sets itself. */
export type StagedCar = Required<Omit<typeof cars.$inferInsert, "id" | "updatedAt" | "createdAt" | "soldAt">> & {
  /** The feed's own dates, if it gives them (the merge decides what is stored). */
  createdAt: Date | null;
  soldAt: Date | null;
};

/** The dealership's location the feed names (by slug or name, any case), its primary location when it names none. */
export function findLocation(dealership: ImportDealership, name: string | undefined): ImportLocation | null | undefined {
  if (name === undefined) return dealership.locations.find((l) => l.primary) ?? dealership.locations[0] ?? null;
  const wanted = name.toLowerCase();
  return dealership.locations.find((l) => l.slug === wanted || l.name.toLowerCase() === wanted);
}

/** A car's photo addresses as stored: a dealer's http(s) photo becomes a path in the car's photo folder and its URL one of the car's photo sources; a site path stays. */
class PhotoPaths {
  readonly sources: string[] = [];
  constructor(private readonly folder: string) {}

  path(url: string): string {
    if (url.startsWith("/")) return url;
    if (!this.sources.includes(url)) this.sources.push(url);
    return this.folder + photoKey(url);
  }
}

const videoItems = (urls: readonly string[]) => urls.map((url) => ({ video: { url } }));

/** The `cars` columns of a valid feed row (null for what the feed leaves out). */
export function toStagedCar(row: StockFeedRow, dealership: ImportDealership, location: ImportLocation | null): StagedCar {
  const photos = new PhotoPaths(dealerPhotoFolder(dealership.id, row.stocknum));
  const image = (kind: CarImage["kind"]) => (url: string): CarImage => {
    const path = photos.path(url);
    return { url: path, thumbUrl: path, kind };
  };
  const images = [...row.images.map(image("exterior")), ...row.interior_images.map(image("interior"))];
  const identity = { year: row.year, make: row.make, model: row.model, badge: row.badge, stocknum: row.stocknum };
  return {
    dealershipId: dealership.id, locationId: location?.id ?? null, slug: feedCarSlug(identity), name: row.name ?? feedCarTitle(identity),
    year: row.year, make: row.make, model: row.model, badge: row.badge ?? null, series: row.series ?? null, colour: row.colour ?? null,
    interiorColour: row.interior_colour ?? null, gearnum: row.gearnum ?? null, bodyconfiguration: row.bodyconfiguration ?? null,
    body: row.simple_body ?? null, transmission: row.simple_transmission ?? null, trans: row.trans ?? null, fuel: feedFuelType({ simpleFuel: row.simple_fuel, fuelDetail: row.fuel, badge: row.badge }),
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
    spinImages: row.spin_images.map((url) => photos.path(url)), spinCode: row.spin_code ?? null,
    spinInteriorImage: row.spin_interior_image ? photos.path(row.spin_interior_image) : null,
    hotspots: row.hotspots ?? null, standardEquipment: row.standardEquipment, variant: row.variant ?? null,
    specifications: row.specifications ?? null, financeLenders: row.finance_lenders ?? {}, paymentProcessors: row.payment_processors,
    autograbData: row.autograb_data ?? null, createdAt: row.created_at ? new Date(row.created_at) : null,
    photoSources: photos.sources.length ? photos.sources : null,
  };
}
