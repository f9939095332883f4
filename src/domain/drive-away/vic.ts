import { charged, includedIn, notAvailable, perStepOrPart, toDollars, type ChargeSource, type ChargeVehicle, type StateCharges } from "./charges";

export const VIC_DUTY_SOURCE: ChargeSource = {
  name: "State Revenue Office Victoria, Motor vehicle duty current rates (from 1 July 2024; Duties Act 2000 s 218)",
  url: "https://www.sro.vic.gov.au/rates-taxes-duties-and-levies/motor-vehicle-duty-current-rates",
  effective: "2024-07-01",
  confidence: "check",
};

/**
 * Per $200 or part of the whole value. A green car (120 g/km CO2 or less, every electric car) pays the base rate at
 * any value; other passenger cars pay by bracket, the rate applying to the whole value; the first bracket ends at
 * the luxury car tax threshold. Goods vehicles: $5.40 new, $8.40 when registered before.
 */
export const VIC_DUTY = {
  greenCentsPer200: 840,
  passengerBrackets: [
    { upTo: 80_567, centsPer200: 840 },
    { upTo: 100_000, centsPer200: 1040 },
    { upTo: 150_000, centsPer200: 1400 },
    { upTo: Number.POSITIVE_INFINITY, centsPer200: 1800 },
  ],
  newGoodsCentsPer200: 540,
  usedGoodsCentsPer200: 840,
} as const;

export function vicDutyCents(vehicle: Pick<ChargeVehicle, "value" | "passenger" | "fuel" | "previouslyRegistered">): number {
  if (!vehicle.passenger) return perStepOrPart(vehicle.value, 200, vehicle.previouslyRegistered ? VIC_DUTY.usedGoodsCentsPer200 : VIC_DUTY.newGoodsCentsPer200);
  if (vehicle.fuel === "electric") return perStepOrPart(vehicle.value, 200, VIC_DUTY.greenCentsPer200);
  const bracket = VIC_DUTY.passengerBrackets.find((b) => vehicle.value <= b.upTo)!;
  return perStepOrPart(vehicle.value, 200, bracket.centsPer200);
}

function dutyNote(vehicle: ChargeVehicle): string {
  if (!vehicle.passenger) return vehicle.previouslyRegistered ? "Non-passenger vehicle registered before: $8.40 per $200." : "New non-passenger vehicle: $5.40 per $200.";
  if (vehicle.fuel === "electric") return "Green passenger car rate ($8.40 per $200) at any value.";
  const hybrid = vehicle.fuel === "hybrid" ? " A hybrid at 120 g/km CO2 or less pays the green-car rate, which may be lower." : "";
  return `Passenger car rates by value, the luxury rates above $80,567.${hybrid}`;
}

export const VIC: StateCharges = {
  duty: (vehicle) => charged("duty", "Stamp duty", toDollars(vicDutyCents(vehicle)), dutyNote(vehicle), VIC_DUTY_SOURCE),
  registration: () => notAvailable("registration", "Registration and TAC charge (12 months)", "Victorian registration fees for 2026 are not in our tables; VicRoads quotes them by vehicle and address."),
  ctp: () => includedIn("ctp", "TAC charge (CTP)", "In Victoria the TAC charge is part of the registration fee."),
  plates: () => notAvailable("plates", "Number plates", "The Victorian number plate fee is not in our tables."),
};
