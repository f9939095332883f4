import type { Database } from "@/db/client";
import { findSiteCarSlugById } from "@/db/queries/cars";
import type { Site } from "@/domain/site/site";
import type { VehiclePageModel } from "@/domain/vehicle/vehicle-page";
import { loadVehiclePageModel } from "./vehicle-page-model";

/** The car a purchase page is about, by id or slug (spec 000 §2 `car_id={id or slug}`), or null when this site has no such car. */
export async function loadCheckoutCar(db: Database, site: Site, ref: { id: number } | { slug: string }): Promise<VehiclePageModel | null> {
  const slug = "slug" in ref ? ref.slug : await findSiteCarSlugById(db, site, ref.id);
  return slug ? loadVehiclePageModel(db, site, slug) : null;
}
