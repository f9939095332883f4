/** Spec 000 §5/§8: "postcode required ('Please enter a postcode.')" — shown without a call. */
export const POSTCODE_REQUIRED = "Please enter a postcode.";
/** Spec 001 §5, the 4-digit rule of the platform's postcode fields. */
export const POSTCODE_FORMAT = "Invalid postcode. Please enter a 4-digit number.";
/** Spec 001 §5/§8: a postcode the geocoder (our postcode table) cannot place: "no result gives 'Invalid postcode'". */
export const POSTCODE_NOT_FOUND = "Invalid postcode";
/** Spec 000 §8: "no result". */
export const NO_DELIVERY_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

export type DeliveryRate = { name: string; maxDistanceKm: number; price: number };
/** Spec 000 §3: "Delivery estimate (price, name/region)". */
export type DeliveryEstimate = { price: number; name: string };

export type PostcodeInput = { ok: true; postcode: string } | { ok: false; message: typeof POSTCODE_REQUIRED | typeof POSTCODE_FORMAT };

/** The typed postcode, trimmed; empty asks for one, anything but four digits is the 4-digit message. */
export function parseDeliveryPostcode(typed: string | null | undefined): PostcodeInput {
  const postcode = (typed ?? "").trim();
  if (postcode === "") return { ok: false, message: POSTCODE_REQUIRED };
  if (!/^\d{4}$/.test(postcode)) return { ok: false, message: POSTCODE_FORMAT };
  return { ok: true, postcode };
}

/**
 * The site's cheapest band that reaches the distance: bands are "up to N km" (a distance exactly on a
 * band's limit is in that band). Beyond the widest band there is no estimate.
 */
export function deliveryEstimate(distanceKm: number, rates: readonly DeliveryRate[]): DeliveryEstimate | null {
  const band = [...rates].sort((a, b) => a.maxDistanceKm - b.maxDistanceKm || a.price - b.price).find((rate) => distanceKm <= rate.maxDistanceKm);
  return band ? { price: band.price, name: band.name } : null;
}
