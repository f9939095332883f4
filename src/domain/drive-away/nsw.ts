import { bandFor, charged, notAvailable, perStepOrPart, toDollars, type Band, type ChargeSource, type ChargeVehicle, type StateCharges } from "./charges";

export const NSW_DUTY_SOURCE: ChargeSource = {
  name: "Revenue NSW, Motor vehicle duty",
  url: "https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/motor-vehicle-duty",
  effective: "current page, start date not stated",
  confidence: "published",
};

export const NSW_REGISTRATION_SOURCE: ChargeSource = {
  name: "Transport for NSW, Vehicle registration fees (registration fee $79 and private vehicle tax by tare weight)",
  url: "https://www.nsw.gov.au/driving-boating-and-transport/vehicle-registration/fees-concessions-and-forms/vehicle-registration-fees",
  effective: "latest copy found, date not stated",
  confidence: "check",
};

/** Passenger vehicles: $3 per $100 or part up to $44,999; $45,000 or more: $1,350 plus $5 per $100 or part over $45,000. Others: $3 per $100 or part. */
export const NSW_DUTY = { threshold: 45_000, baseCents: 135_000, lowerCentsPer100: 300, upperCentsPer100: 500 } as const;

export const NSW_REGISTRATION_FEE = 79;
/** Private-use vehicle tax by tare weight (cars, station wagons and trucks). */
export const NSW_VEHICLE_TAX: readonly Band[] = [
  { upTo: 975, amount: 266, label: "up to 975 kg" },
  { upTo: 1154, amount: 308, label: "976–1,154 kg" },
  { upTo: 1504, amount: 374, label: "1,155–1,504 kg" },
  { upTo: 2504, amount: 570, label: "1,505–2,504 kg" },
  { upTo: 2794, amount: 822, label: "2,505–2,794 kg" },
  { upTo: 3054, amount: 934, label: "2,795–3,054 kg" },
  { upTo: 3304, amount: 1023, label: "3,055–3,304 kg" },
  { upTo: 3564, amount: 1112, label: "3,305–3,564 kg" },
];
/** The band used when the car's tare weight is not known: a mid-sized car. */
export const NSW_REPRESENTATIVE_TARE_KG = 1_400;

export function nswDutyCents(vehicle: Pick<ChargeVehicle, "value" | "passenger">): number {
  const { threshold, baseCents, lowerCentsPer100, upperCentsPer100 } = NSW_DUTY;
  if (!vehicle.passenger || vehicle.value < threshold) return perStepOrPart(vehicle.value, 100, lowerCentsPer100);
  return baseCents + perStepOrPart(vehicle.value - threshold, 100, upperCentsPer100);
}

export const NSW: StateCharges = {
  duty: (vehicle) =>
    charged("duty", "Stamp duty", toDollars(nswDutyCents(vehicle)), vehicle.passenger ? "Passenger vehicle rates." : "Non-passenger vehicle rate ($3 per $100).", NSW_DUTY_SOURCE),
  registration(vehicle) {
    const band = bandFor(NSW_VEHICLE_TAX, vehicle.tareKg ?? NSW_REPRESENTATIVE_TARE_KG);
    if (!band) return notAvailable("registration", "Registration (12 months)", "Vehicles over 3,564 kg tare are not in our table.", NSW_REGISTRATION_SOURCE);
    const basis = vehicle.tareKg === null ? `a representative private car of ${band.label} tare (this car's tare weight is not listed)` : `private use, ${band.label} tare`;
    return charged("registration", "Registration (12 months)", NSW_REGISTRATION_FEE + band.amount, `Registration fee and vehicle tax for ${basis}.`, NSW_REGISTRATION_SOURCE);
  },
  ctp: () => notAvailable("ctp", "CTP green slip", "NSW green slips are priced by each insurer for the driver and postcode; get a quote before you register.", null),
  plates: () => notAvailable("plates", "Number plates", "The NSW number plate fee is not in our tables.", null),
};
