import type { CarType } from "@/domain/car/car";
import type { DeliveryEstimate } from "@/domain/delivery/delivery-estimate";
import type { AustralianState } from "@/domain/delivery/state-bounds";
import { includedIn, type ChargeLine, type ChargeVehicle, type FuelKind } from "./charges";
import { STATE_CHARGES } from "./state-charges";

export const DRIVE_AWAY_DISCLAIMER =
  "Estimate only. Government charges are worked out from each state's published rules for the price shown and a typical private registration; your dealer confirms the final figures, which depend on the vehicle, your circumstances and your insurer.";

/** How the advertised price relates to government charges: they are added, or the price already includes them. */
export type DriveAwayBasis = "excludes-charges" | "drive-away";

export type DriveAwayCar = {
  price: number;
  carType: CarType;
  priceType: string | null;
  itemType: string | null;
  body: string | null;
  fuel: string | null;
  cylinders: number | null;
  engineCc: number | null;
  tareKg: number | null;
  /** ISO date the current registration runs to, if any. */
  regoExpiry: string | null;
};

const DRIVE_AWAY_PRICE = /drive\s*-?\s*away/i;
const EXCLUDES_CHARGES = /excl|exclud|plus|\+\s*orc|on[- ]road/i;
const GOODS_BODIES = /\b(ute|van|cab chassis|truck|pickup)\b/i;

/**
 * Which cars get an estimate (issue 18): new and demo cars, and used cars whose price says it excludes charges.
 * A drive-away price already includes them (shown as included, never added twice). Cars only: the tables hold
 * no rules for motorcycles, caravans or trucks. A car without a real price (spec 000 §4: above 10) gets none.
 */
export function driveAwayBasis(car: Pick<DriveAwayCar, "price" | "carType" | "priceType" | "itemType">): DriveAwayBasis | null {
  if (car.price <= 10 || (car.itemType !== null && car.itemType !== "car")) return null;
  const priceType = car.priceType ?? "";
  if (DRIVE_AWAY_PRICE.test(priceType)) return car.carType === "used" ? null : "drive-away";
  if (car.carType === "used") return EXCLUDES_CHARGES.test(priceType) ? "excludes-charges" : null;
  return "excludes-charges";
}

export function fuelKind(fuel: string | null): FuelKind {
  if (/hybrid/i.test(fuel ?? "")) return "hybrid";
  if (/electric/i.test(fuel ?? "")) return "electric";
  return "combustion";
}

export function chargeVehicle(car: DriveAwayCar): ChargeVehicle {
  return {
    value: car.price,
    passenger: !GOODS_BODIES.test(car.body ?? ""),
    fuel: fuelKind(car.fuel),
    cylinders: car.cylinders,
    engineCc: car.engineCc,
    tareKg: car.tareKg,
    previouslyRegistered: car.carType !== "new",
  };
}

export type DeliveryLine = { kind: "delivery"; label: string; amount: number | null; note: string };

export type DriveAwayEstimate = {
  postcode: string;
  state: AustralianState;
  basis: DriveAwayBasis;
  price: number;
  charges: ChargeLine[];
  delivery: DeliveryLine | null;
  /** The price plus every line with an amount. */
  total: number;
  /** False when a line is not available: the total leaves it out. */
  complete: boolean;
};

/** What the delivery estimate said for this postcode: a band, no band reaches it, or the site does not deliver (pick-up). */
export type DeliveryQuote = { kind: "estimate"; estimate: DeliveryEstimate } | { kind: "none" } | { kind: "pick-up" };

function deliveryLine(quote: DeliveryQuote): DeliveryLine | null {
  if (quote.kind === "pick-up") return null;
  if (quote.kind === "none") return { kind: "delivery", label: "Delivery", amount: null, note: "We can't estimate delivery to this postcode; ask the dealer for a quote." };
  return { kind: "delivery", label: "Delivery", amount: quote.estimate.price, note: `${quote.estimate.name} delivery band from the car's location.` };
}

function governmentCharges(car: DriveAwayCar, state: AustralianState, basis: DriveAwayBasis, today: string): ChargeLine[] {
  const rules = STATE_CHARGES[state];
  const vehicle = chargeVehicle(car);
  if (basis === "drive-away") {
    const note = "Included in the drive-away price.";
    return [includedIn("duty", "Stamp duty", note), includedIn("registration", "Registration", note), includedIn("ctp", "CTP insurance", note), includedIn("plates", "Number plates", note)];
  }
  const registered = car.regoExpiry !== null && car.regoExpiry >= today;
  if (registered) {
    const note = `Registered until ${car.regoExpiry}: the registration transfers with the car (a transfer fee may apply).`;
    return [rules.duty(vehicle), includedIn("registration", "Registration", note), includedIn("ctp", "CTP insurance", note), includedIn("plates", "Number plates", note)];
  }
  return [rules.duty(vehicle), rules.registration(vehicle), rules.ctp(vehicle), rules.plates(vehicle)];
}

/** The drive-away estimate for a car delivered to a postcode in `state` (issue 18). `today` is an ISO date. */
export function driveAwayEstimate(input: { car: DriveAwayCar; basis: DriveAwayBasis; postcode: string; state: AustralianState; delivery: DeliveryQuote; today: string }): DriveAwayEstimate {
  const charges = governmentCharges(input.car, input.state, input.basis, input.today);
  const delivery = deliveryLine(input.delivery);
  const lines: { amount: number | null }[] = [...charges, ...(delivery ? [delivery] : [])];
  return {
    postcode: input.postcode,
    state: input.state,
    basis: input.basis,
    price: input.car.price,
    charges,
    delivery,
    total: input.car.price + lines.reduce((sum, line) => sum + (line.amount ?? 0), 0),
    complete: lines.every((line) => line.amount !== null),
  };
}
