import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { carViewCounts, cars, locations } from "../schema";
import type { Site } from "@/domain/site/site";
import type { CarImage } from "@/domain/car/car";
import { parseHotspots } from "@/domain/vehicle/vehicle-media";
import type { VehiclePageExtras } from "@/domain/vehicle/vehicle-page";
import { carOwnershipScope } from "./car-scope";

const addressColumns = {
  name: locations.name, street: locations.street, city: locations.city, state: locations.state, postcode: locations.postcode,
  placeUrl: locations.placeUrl, phone: locations.phone,
};

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
const firstVideo = (value: unknown): string | null => {
  if (!Array.isArray(value)) return null;
  for (const item of value) {
    const url = (item as { video?: { url?: unknown } } | null)?.video?.url;
    if (typeof url === "string" && url) return url;
  }
  return null;
};

/** Reads the page extras of a car the site owns (scoped again here, so a stray id cannot leak another site's car). */
export async function findVehiclePageExtras(db: Database, site: Site, carId: number): Promise<VehiclePageExtras | null> {
  const [row] = await db
    .select({
      images: cars.images, spinImages: cars.spinImages, spinInteriorImage: cars.spinInteriorImage, hotspots: cars.hotspots,
      videoUrl: cars.videoUrl, externalVideoUrl: cars.externalVideoUrl, walkaroundVideos: cars.walkaroundVideos, videos: cars.videos,
      checkoutEnabled: cars.checkoutEnabled, paymentProcessors: cars.paymentProcessors, reserveDeposit: cars.reserveDeposit, historyReportUrl: cars.historyReportUrl, updatedAt: cars.updatedAt,
      locationId: cars.locationId, dealershipId: cars.dealershipId, pageViews: sql<number>`coalesce(${carViewCounts.views}, 0)`,
    })
    .from(cars)
    .leftJoin(carViewCounts, eq(carViewCounts.carId, cars.id))
    .where(and(carOwnershipScope(site), eq(cars.id, carId)))
    .limit(1);
  if (!row) return null;

  const [location] = row.locationId ? await db.select(addressColumns).from(locations).where(eq(locations.id, row.locationId)).limit(1) : [];
  const [primaryLocation] = await db
    .select(addressColumns)
    .from(locations)
    .where(and(eq(locations.dealershipId, row.dealershipId), eq(locations.visible, true)))
    .orderBy(desc(locations.primary), locations.id)
    .limit(1);

  return {
    media: {
      images: (Array.isArray(row.images) ? row.images : []) as CarImage[],
      spinFrames: strings(row.spinImages),
      interiorImage: row.spinInteriorImage,
      hotspots: parseHotspots(row.hotspots),
      videoUrl: row.videoUrl || row.externalVideoUrl || firstVideo(row.videos),
      walkaroundUrl: firstVideo(row.walkaroundVideos),
    },
    checkoutEnabled: row.checkoutEnabled,
    paymentProcessors: row.paymentProcessors,
    reserveDeposit: row.reserveDeposit,
    historyReportUrl: row.historyReportUrl,
    updatedAt: row.updatedAt,
    location: location ?? null,
    primaryLocation: primaryLocation ?? null,
    pageViews: Number(row.pageViews),
  };
}
