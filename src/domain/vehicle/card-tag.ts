import { isInStock, type CarSummary } from "@/domain/car/car";
import type { SiteConfig } from "@/domain/site/site-config-schema";

export type CardTagCar = Pick<CarSummary, "fuel" | "status" | "reserved" | "certified" | "make" | "tag" | "createdAt">;
export type CardTagOptions = Pick<SiteConfig, "showFuelTags" | "certifiedFeature" | "soldTagText" | "justArrivedDays"> & { now: Date };

export const FUEL_TAGS = ["Electric", "Hybrid", "Plug-in Hybrid"] as const;
export type FuelTag = (typeof FUEL_TAGS)[number];

export type CardTag =
  | { kind: "sold"; text: string }
  | { kind: "fuel"; text: FuelTag }
  | { kind: "reserved" }
  | { kind: "certified" }
  | { kind: "custom"; text: string }
  | { kind: "coming-soon" }
  | { kind: "just-arrived" };

const DAY_MS = 24 * 60 * 60 * 1000;

const isFuelTag = (fuel: string | null): fuel is FuelTag => (FUEL_TAGS as readonly string[]).includes(fuel ?? "");

/**
 * Spec 000 §4: "Card tag priority: electric/hybrid/PHEV fuel tag (where enabled); RESERVED; certified used Toyota
 * logo; custom tag; COMING SOON; just-arrived tag; otherwise blank. Out of stock shows a sold tag (default JUST SOLD)."
 *
 * The sold tag comes first: an out-of-stock card must say so above anything else, because a fuel, reserved or
 * just-arrived tag on a car that cannot be bought reads as an offer. Spec 000 §5 also withholds the certified
 * badge from sold cars, which this ordering gives for free. Out of stock is anything not in_stock or coming_soon.
 */
export function cardTag(car: CardTagCar, options: CardTagOptions): CardTag | null {
  if (!isInStock(car.status)) return { kind: "sold", text: options.soldTagText };
  if (options.showFuelTags && isFuelTag(car.fuel)) return { kind: "fuel", text: car.fuel };
  if (car.reserved) return { kind: "reserved" };
  if (options.certifiedFeature && car.certified && car.make.trim().toLowerCase() === "toyota") return { kind: "certified" };
  const custom = car.tag?.trim();
  if (custom) return { kind: "custom", text: custom };
  if (car.status === "coming_soon") return { kind: "coming-soon" };
  if (isJustArrived(car.createdAt, options.justArrivedDays, options.now)) return { kind: "just-arrived" };
  return null;
}

/**
 * Spec 000 §4: "Just-arrived means created within a configured number of days (default 8)."
 * A creation time slightly in the future (a feed's clock ahead of ours) still counts as just arrived.
 */
export function isJustArrived(createdAt: Date, days: number, now: Date): boolean {
  return days > 0 && now.getTime() - createdAt.getTime() < days * DAY_MS;
}
