import { hasEngine } from "@/domain/vehicle/engine";

/** Spec 000 §9: "Fuel defaults: $1.70/L, 250 kms/week". */
export const DEFAULT_FUEL_PRICE_PER_LITRE = 1.7;
export const DEFAULT_KM_PER_WEEK = 250;
/** Spec 000 §5: "consumption defaults to 10 L/100km if unknown". */
export const DEFAULT_CONSUMPTION_L_PER_100KM = 10;

const WEEKS_PER_YEAR = 52;
const MONTHS_PER_YEAR = 12;

/**
 * A typed fuel price or weekly distance (spec 000 §5: "typed with currency sign, commas and 'kms'
 * stripped"): '$1.85' → 1.85, '1,200 kms' → 1200. Null when what is left is not a non-negative number.
 */
export function parseTypedAmount(typed: string): number | null {
  const stripped = typed.replace(/\$/g, "").replace(/,/g, "").replace(/kms?\b/gi, "").trim();
  if (!/^\d*\.?\d+$|^\d+\.$/.test(stripped)) return null;
  return Number(stripped);
}

/** Litres per 100 km from the car's variant (fuelconsumptioncombined), else the default. */
export function fuelConsumption(variant: Record<string, unknown> | null | undefined): number {
  const raw = variant?.fuelconsumptioncombined;
  const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : DEFAULT_CONSUMPTION_L_PER_100KM;
}

export type FuelCostInput = { consumptionLPer100km: number; pricePerLitre: number; kmPerWeek: number };
/** Whole dollars, each rounded from the exact weekly cost (a year is 52 weeks, a month a twelfth of it). */
export type FuelCost = { weekly: number; monthly: number; yearly: number };

export function fuelCost({ consumptionLPer100km, pricePerLitre, kmPerWeek }: FuelCostInput): FuelCost {
  const weekly = (kmPerWeek / 100) * consumptionLPer100km * pricePerLitre;
  const yearly = weekly * WEEKS_PER_YEAR;
  return { weekly: Math.round(weekly), monthly: Math.round(yearly / MONTHS_PER_YEAR), yearly: Math.round(yearly) };
}

/** The calculator's inputs from what the shopper typed: anything unreadable falls back to the default. */
export function fuelCostInput(typed: { pricePerLitre: string; kmPerWeek: string }, variant: Record<string, unknown> | null | undefined): FuelCostInput {
  return {
    consumptionLPer100km: fuelConsumption(variant),
    pricePerLitre: parseTypedAmount(typed.pricePerLitre) ?? DEFAULT_FUEL_PRICE_PER_LITRE,
    kmPerWeek: parseTypedAmount(typed.kmPerWeek) ?? DEFAULT_KM_PER_WEEK,
  };
}

/**
 * Spec 000 §2: "fuel cost calculator (hidden for electric cars)". Hybrids burn fuel, so they keep it. A caravan
 * or trailer has no engine: a calculator built on the 10 L/100 km default would invent its running cost (issue 32).
 */
export function showsFuelCalculator(car: { fuel: string | null; itemType: string | null }): boolean {
  return hasEngine(car) && car.fuel?.trim().toLowerCase() !== "electric";
}
