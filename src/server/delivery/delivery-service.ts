import type { Database } from "@/db/client";
import { CAR_ID_MESSAGE, carIdSchema } from "@/domain/car/car-id";
import { findDeliveryOrigin, listDeliveryRates } from "@/db/queries/delivery";
import { deliveryEstimate, NO_DELIVERY_ESTIMATE, parseDeliveryPostcode, POSTCODE_NOT_FOUND } from "@/domain/delivery/delivery-estimate";
import { greatCircleKm, type LatLng } from "@/domain/delivery/great-circle";
import type { PostcodePoint } from "@/domain/delivery/postcode-table";
import type { DeliveryQuote } from "@/domain/drive-away/drive-away-estimate";
import type { Site } from "@/domain/site/site";
import { failure, ok, type JsonAnswer } from "@/server/http/json-answer";
import { findPostcodePoint } from "./postcode-points";

export type PostcodeLookup = (postcode: string) => PostcodePoint | null;

/**
 * The site's delivery band for the great-circle distance from the car's location to the postcode. The
 * location's own coordinates are used, else its postcode's. A site without bands does not deliver (pick-up);
 * an unknown postcode or one beyond every band has no estimate. Null when the site shows no such car.
 */
export async function quoteDelivery(db: Database, site: Site, carId: number, postcode: string, now: Date, lookup: PostcodeLookup = findPostcodePoint): Promise<DeliveryQuote | null> {
  const origin = await findDeliveryOrigin(db, site, carId, now);
  if (!origin) return null;
  const rates = await listDeliveryRates(db, site);
  if (rates.length === 0) return { kind: "pick-up" };
  const destination = lookup(postcode);
  const from: LatLng | null = origin.lat !== null && origin.lng !== null ? { lat: origin.lat, lng: origin.lng } : origin.postcode ? lookup(origin.postcode) : null;
  const estimate = destination && from ? deliveryEstimate(greatCircleKm(from, destination), rates) : null;
  return estimate ? { kind: "estimate", estimate } : { kind: "none" };
}

/** `GET /api/delivery?car_id=&postcode=` → `{ price, name }`; a postcode we cannot place is 'Invalid postcode', one beyond every band gets the spec's 'Sorry…' text. */
export async function answerDeliveryEstimate(db: Database, site: Site, search: URLSearchParams, now: Date, lookup: PostcodeLookup = findPostcodePoint): Promise<JsonAnswer> {
  const postcode = parseDeliveryPostcode(search.get("postcode"));
  if (!postcode.ok) return failure(400, { parameter: "postcode", message: postcode.message });
  const carId = carIdSchema.safeParse(search.get("car_id") ?? "");
  if (!carId.success) return failure(400, { parameter: "car_id", message: CAR_ID_MESSAGE });
  const quote = await quoteDelivery(db, site, carId.data, postcode.postcode, now, lookup);
  if (!quote) return failure(404, { parameter: "car_id", message: "No such car on this site" });
  if (quote.kind !== "estimate" && !lookup(postcode.postcode)) return failure(404, { parameter: "postcode", message: POSTCODE_NOT_FOUND });
  if (quote.kind !== "estimate") return failure(404, { parameter: "postcode", message: NO_DELIVERY_ESTIMATE });
  return ok(quote.estimate, 300);
}
