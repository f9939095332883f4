import { charged, notAvailable, type ChargeSource, type ChargeVehicle, type StateCharges } from "./charges";

export const WA_DUTY_SOURCE: ChargeSource = {
  name: "RevenueWA, Vehicle licence duty (Duties Act 2008 s 236)",
  url: "https://www.wa.gov.au/organisation/department-of-finance/vehicle-licence-duty",
  effective: "Duties Act 2008 s 236 as amended, date not stated",
  confidence: "published",
};

/**
 * Non-heavy vehicles: 2.75% up to $25,000; R% between, R = 2.75 + (value − 25,000) / 6,666.66 rounded to 2 decimal
 * places; 6.5% above $50,000. The duty is rounded down to the nearest 5 cents.
 */
export const WA_DUTY = { lower: 25_000, upper: 50_000, lowRateBasisPoints: 275, highRateBasisPoints: 650, divisor: 6_666.66 } as const;

/** The rate in hundredths of a percent (basis points), so 2.75% is 275. */
export function waRateBasisPoints(value: number): number {
  if (value <= WA_DUTY.lower) return WA_DUTY.lowRateBasisPoints;
  if (value > WA_DUTY.upper) return WA_DUTY.highRateBasisPoints;
  return WA_DUTY.lowRateBasisPoints + Math.round(((value - WA_DUTY.lower) / WA_DUTY.divisor) * 100);
}

export function waDutyCents(vehicle: Pick<ChargeVehicle, "value">): number {
  const cents = (vehicle.value * 100 * waRateBasisPoints(vehicle.value)) / 10_000;
  return Math.floor(cents / 5) * 5;
}

export const WA: StateCharges = {
  duty: (vehicle) => charged("duty", "Stamp duty", Math.round(waDutyCents(vehicle) / 100), `Light vehicle rate ${(waRateBasisPoints(vehicle.value) / 100).toFixed(2)}%.`, WA_DUTY_SOURCE),
  registration: () => notAvailable("registration", "Registration (12 months)", "Western Australian licence fees are not in our tables; they depend on the vehicle's weight."),
  ctp: () => notAvailable("ctp", "CTP insurance", "Western Australian CTP (Insurance Commission) premiums are not in our tables."),
  plates: () => notAvailable("plates", "Number plates", "The Western Australian number plate fee is not in our tables."),
};
