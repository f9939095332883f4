/**
 * The shapes every state's table of government charges shares (issue 18). Money is whole dollars; the
 * maths is done in cents so "$8.40 per $200 or part" stays exact.
 */

/** Where a rule comes from: the published page, the date its figures took effect, and how sure we are they are current. */
export type ChargeSource = {
  name: string;
  url: string;
  /** When the figures took effect as the source states it (a date or a year), or that it does not say. */
  effective: string;
  /** `published`: the regulator's current page; `check`: the latest figures we found, not confirmed for 2026. */
  confidence: "published" | "check";
};

export type ChargeKind = "duty" | "registration" | "ctp" | "plates";

/**
 * One government charge: an amount, included in the price (a drive-away price, or a registration that
 * transfers with a used car), or not available (the rule is not in our tables, said plainly rather than guessed).
 */
export type ChargeLine = {
  kind: ChargeKind;
  label: string;
  amount: number | null;
  included: boolean;
  note: string;
  source: ChargeSource | null;
};

export type FuelKind = "electric" | "hybrid" | "combustion";

/** What the rules need to know about the car. */
export type ChargeVehicle = {
  /** The dutiable value: the price, whole dollars (duty is on the greater of price and market value; we know the price). */
  value: number;
  /** A passenger car (sedan, hatch, SUV, wagon…) rather than a goods vehicle (ute, van, cab chassis). */
  passenger: boolean;
  fuel: FuelKind;
  cylinders: number | null;
  engineCc: number | null;
  tareKg: number | null;
  /** Registered before (a demonstrator or used car): some states charge such cars the used rate. */
  previouslyRegistered: boolean;
};

export type StateCharges = {
  duty(vehicle: ChargeVehicle): ChargeLine;
  registration(vehicle: ChargeVehicle): ChargeLine;
  ctp(vehicle: ChargeVehicle): ChargeLine;
  plates(vehicle: ChargeVehicle): ChargeLine;
};

/** `rateCents` for every `step` dollars, or part of `step`, of `value`: the "per $100 or part thereof" rule. */
export function perStepOrPart(value: number, step: number, rateCents: number): number {
  return value <= 0 ? 0 : Math.ceil(value / step) * rateCents;
}

/** Cents to whole dollars, half up. */
export const toDollars = (cents: number) => Math.round(cents / 100);

export const charged = (kind: ChargeKind, label: string, amount: number, note: string, source: ChargeSource): ChargeLine => ({ kind, label, amount, included: false, note, source });

export const notAvailable = (kind: ChargeKind, label: string, note: string, source: ChargeSource | null = null): ChargeLine => ({ kind, label, amount: null, included: false, note, source });

export const includedIn = (kind: ChargeKind, label: string, note: string, source: ChargeSource | null = null): ChargeLine => ({ kind, label, amount: 0, included: true, note, source });

/** A figure picked from a table of bands by an upper bound ("up to 975 kg"). */
export type Band = { upTo: number; amount: number; label: string };

export function bandFor(bands: readonly Band[], value: number): Band | null {
  return bands.find((band) => value <= band.upTo) ?? null;
}
