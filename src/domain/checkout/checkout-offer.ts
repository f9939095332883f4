import { formatDollars } from "@/domain/pricing/format-dollars";
import type { CarStatus, CarType } from "@/domain/car/car";

/** Spec 000 §9: "Reserve deposit held 48 hours, 100% refundable, default '$200'; button 'Reserve Car Now for {amount}'." */
export const RESERVE_HOLD_HOURS = 48;
export const RESERVE_TERMS = "Reserve deposit held 48 hours, 100% refundable";

/** Spec 000 §9: "Used-car guarantee: 48 hour money back, 12 months roadside assist." */
export const USED_CAR_GUARANTEE = ["48 hour money back", "12 months roadside assist"] as const;

export type CheckoutJourney = "reserve" | "purchase";

export type CheckoutFacts = { status: CarStatus; checkoutEnabled: boolean; carType: CarType };

/** Why a car cannot be reserved or bought online, or null when it can. */
export type CheckoutRefusal = "not-in-stock" | "checkout-disabled";

/**
 * Spec 000 §5: "reserve and online purchase only when checkout is enabled for the car"; spec 001 §4:
 * "Reserving is available only when checkout is enabled for the car"; §4 of 000: a car not in stock
 * shows none of the normal buttons.
 */
export function checkoutRefusal(car: CheckoutFacts): CheckoutRefusal | null {
  if (car.status !== "in_stock") return "not-in-stock";
  if (!car.checkoutEnabled) return "checkout-disabled";
  return null;
}

export function reserveButtonLabel(deposit: number): string {
  return `Reserve Car Now for ${formatDollars(deposit)}`;
}

/** The guarantee applies to used cars only. */
export function carGuarantee(carType: CarType): readonly string[] {
  return carType === "used" ? USED_CAR_GUARANTEE : [];
}

/** Spec 001 §2: `/cars/{slug}/checkout`, or `/cars/{slug}/buy-online` on flagged sites. */
export function reserveHref(slug: string, reservePath: "checkout" | "buy-online"): string {
  return `/cars/${slug}/${reservePath}`;
}

/** Spec 000 §2 `/checkout-journey?car_id={id or slug}`. */
export function onlinePurchaseHref(carId: number): string {
  return `/checkout-journey?car_id=${carId}`;
}

const CAR_ID = /^[1-9]\d{0,9}$/;
const CAR_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/;

/** `car_id` of the online purchase page: a positive id or a slug; anything else is no car. */
export function parseCheckoutCarRef(raw: string | string[] | undefined): { id: number } | { slug: string } | null {
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase() ?? "";
  if (CAR_ID.test(value) && Number(value) <= 2_147_483_647) return { id: Number(value) };
  if (CAR_SLUG.test(value) && !/^\d+$/.test(value)) return { slug: value };
  return null;
}
