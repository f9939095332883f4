import { charged, notAvailable, perStepOrPart, toDollars, type ChargeSource, type ChargeVehicle, type StateCharges } from "./charges";

export const SA_DUTY_SOURCE: ChargeSource = {
  name: "RevenueSA, Stamp duty on motor vehicles (rates)",
  url: "https://www.revenuesa.sa.gov.au/taxes-and-duties/stamp-duties/motor-vehicles",
  effective: "current page, start date not stated",
  confidence: "published",
};

/**
 * Up to $1,000: $1 per $100 or part (at least $5); to $2,000: $10 plus $2 per $100 or part over $1,000; to $3,000:
 * $30 plus $3 per $100 or part over $2,000; above: $60 plus $4 (non-commercial) or $3 (commercial) per $100 or part over $3,000.
 */
export const SA_DUTY = { minimumCents: 500, aboveThreeThousandCents: { nonCommercial: 400, commercial: 300 } } as const;

export function saDutyCents(vehicle: Pick<ChargeVehicle, "value" | "passenger">): number {
  const { value } = vehicle;
  if (value <= 1_000) return Math.max(SA_DUTY.minimumCents, perStepOrPart(value, 100, 100));
  if (value <= 2_000) return 1_000 + perStepOrPart(value - 1_000, 100, 200);
  if (value <= 3_000) return 3_000 + perStepOrPart(value - 2_000, 100, 300);
  return 6_000 + perStepOrPart(value - 3_000, 100, vehicle.passenger ? SA_DUTY.aboveThreeThousandCents.nonCommercial : SA_DUTY.aboveThreeThousandCents.commercial);
}

export const SA: StateCharges = {
  duty: (vehicle) => charged("duty", "Stamp duty", toDollars(saDutyCents(vehicle)), vehicle.passenger ? "Non-commercial vehicle rates." : "Commercial vehicle rates (utes, vans).", SA_DUTY_SOURCE),
  registration: () => notAvailable("registration", "Registration (12 months)", "South Australian registration fees are not in our tables."),
  ctp: () => notAvailable("ctp", "CTP insurance", "South Australian CTP premiums are not in our tables; they depend on the vehicle and region."),
  plates: () => notAvailable("plates", "Number plates", "The South Australian number plate fee is not in our tables."),
};
