import { charged, includedIn, notAvailable, perStepOrPart, toDollars, type ChargeSource, type ChargeVehicle, type StateCharges } from "./charges";

export const TAS_DUTY_SOURCE: ChargeSource = {
  name: "Transport Tasmania, Duty rates (light vehicles)",
  url: "https://www.transport.tas.gov.au/fees_forms/registration_fees/accordian/duty_rates",
  effective: "current page, start date not stated",
  confidence: "published",
};

export const TAS_REGISTRATION_SOURCE: ChargeSource = {
  name: "Transport Tasmania, Light vehicles registration fees (establishment fees including the plate fee)",
  url: "http://www.transport.tas.gov.au/fees_forms/registration_licensing",
  effective: "2023-12-01",
  confidence: "check",
};

/**
 * $600 or less: $20. Above: $3 per $100 or part of the whole value; passenger vehicles (8 seats or fewer) between
 * $35,000 and $40,000: $1,050 plus $11 per $100 or part over $35,000; above $40,000: $4 per $100 or part of the whole value.
 */
export const TAS_DUTY = { flatUpTo: 600, flatCents: 2_000, centsPer100: 300, passengerStepFrom: 35_000, passengerStepTo: 40_000, stepBaseCents: 105_000, stepCentsPer100: 1_100, luxuryCentsPer100: 400 } as const;

/** Registration establishment fee (12 months, includes the plate fee) by cylinders; electric (GVM under 3 t) as 4 cylinders. */
export const TAS_REGISTRATION = [
  { cylinders: 3, amountCents: 60062 },
  { cylinders: 4, amountCents: 62362 },
  { cylinders: 6, amountCents: 66362 },
  { cylinders: 8, amountCents: 73762 },
  { cylinders: 12, amountCents: 77062 },
] as const;

export function tasDutyCents(vehicle: Pick<ChargeVehicle, "value" | "passenger">): number {
  const d = TAS_DUTY;
  if (vehicle.value <= d.flatUpTo) return d.flatCents;
  if (vehicle.passenger && vehicle.value > d.passengerStepTo) return perStepOrPart(vehicle.value, 100, d.luxuryCentsPer100);
  if (vehicle.passenger && vehicle.value > d.passengerStepFrom) return d.stepBaseCents + perStepOrPart(vehicle.value - d.passengerStepFrom, 100, d.stepCentsPer100);
  return perStepOrPart(vehicle.value, 100, d.centsPer100);
}

export const TAS: StateCharges = {
  duty: (vehicle) => charged("duty", "Stamp duty", toDollars(tasDutyCents(vehicle)), vehicle.passenger ? "Passenger vehicle rates." : "Light vehicle rate ($3 per $100).", TAS_DUTY_SOURCE),
  registration(vehicle) {
    const cylinders = vehicle.fuel === "electric" ? 4 : vehicle.cylinders;
    const row = cylinders === null ? undefined : TAS_REGISTRATION.find((r) => cylinders <= r.cylinders);
    return row
      ? charged("registration", "Registration (12 months)", toDollars(row.amountCents), "Establishment fee for a light vehicle by cylinders, including the MAIB premium and the plate fee.", TAS_REGISTRATION_SOURCE)
      : notAvailable("registration", "Registration (12 months)", "Tasmanian registration depends on the number of cylinders, which this listing does not give.", TAS_REGISTRATION_SOURCE);
  },
  ctp: () => includedIn("ctp", "MAIB injury cover (CTP)", "In Tasmania the MAIB premium is part of the registration fee.", TAS_REGISTRATION_SOURCE),
  plates: () => includedIn("plates", "Number plates", "Included in the Tasmanian registration establishment fee.", TAS_REGISTRATION_SOURCE),
};
