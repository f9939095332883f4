import type { SearchHit } from "@/domain/search/search-response";
import { vehiclePath } from "@/domain/vehicle/vehicle-path";

/** A search hit as the public API spells it (the spec's snake_case car fields, docs/api.md). */
export function toApiHit(hit: SearchHit) {
  return {
    id: hit.id, slug: hit.slug, path: vehiclePath(hit.slug), name: hit.name, make: hit.make, model: hit.model, badge: hit.badge,
    year: hit.year, price: hit.price, before_price: hit.beforePrice, subscription_price: hit.subscriptionPrice, preorder: hit.preorder,
    price_type: hit.priceType, km: hit.km, body: hit.body, fuel: hit.fuel, transmission: hit.transmission, drive: hit.drive,
    colour: hit.colour, car_type: hit.carType, status: hit.status, tag: hit.tag, reserved: hit.reserved, certified: hit.certified,
    city: hit.city, state: hit.state, location_name: hit.locationName, dealership_id: hit.dealershipId,
    dealership_name: hit.dealershipName, primary_image_url: hit.primaryImageUrl, weekly_estimate: hit.weeklyEstimate,
    views: hit.views, created_at: hit.createdAt.toISOString(), sold_at: hit.soldAt?.toISOString() ?? null,
  };
}
