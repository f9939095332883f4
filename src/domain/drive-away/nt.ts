import { charged, includedIn, notAvailable, perStepOrPart, toDollars, type ChargeSource, type ChargeVehicle, type StateCharges } from "./charges";

export const NT_DUTY_SOURCE: ChargeSource = {
  name: "Motor vehicle stamp duty rates in the Northern Territory ($3 for every $100 or part, all vehicles), a lender's summary",
  url: "https://www.strattonfinance.com.au/car-finance/learn/faq/motor-vehicle-car-stamp-duty/rates-nt-northern-territory.aspx",
  effective: "summary last updated 2012-07-03",
  confidence: "check",
};

export const NT_REGISTRATION_SOURCE: ChargeSource = {
  name: "Northern Territory car registration fees 2024 breakdown (12 months, including MAC compulsory third party), from NT Government figures",
  url: "https://dapc.com.au/blog/northern-territory-car-registration-fees-2024-breakdown",
  effective: "2024",
  confidence: "check",
};

export const NT_DUTY_CENTS_PER_100 = 300;

/** 12-month registration including MAC cover, by engine size: four cylinders or fewer and under 3,000 cc, then larger engines. */
export const NT_REGISTRATION = {
  smallEngine: [
    { upToCc: 500, amountCents: 66925 },
    { upToCc: 1000, amountCents: 71825 },
    { upToCc: 1500, amountCents: 77825 },
    { upToCc: 3000, amountCents: 83125 },
  ],
  largeEngine: [
    { upToCc: 2500, amountCents: 84325 },
    { upToCc: 3000, amountCents: 88825 },
    { upToCc: 3500, amountCents: 95125 },
    { upToCc: 4000, amountCents: 99925 },
    { upToCc: 4500, amountCents: 105825 },
    { upToCc: 5000, amountCents: 110725 },
    { upToCc: 5500, amountCents: 120025 },
    { upToCc: 6000, amountCents: 125225 },
    { upToCc: 7000, amountCents: 133925 },
    { upToCc: 8000, amountCents: 136625 },
  ],
} as const;

export function ntRegistration(vehicle: Pick<ChargeVehicle, "engineCc" | "cylinders">): number | null {
  if (vehicle.engineCc === null || vehicle.cylinders === null) return null;
  const small = vehicle.cylinders <= 4 && vehicle.engineCc <= 3000;
  const table = small ? NT_REGISTRATION.smallEngine : NT_REGISTRATION.largeEngine;
  return table.find((row) => vehicle.engineCc! <= row.upToCc)?.amountCents ?? null;
}

export const NT: StateCharges = {
  duty: (vehicle) => charged("duty", "Stamp duty", toDollars(perStepOrPart(vehicle.value, 100, NT_DUTY_CENTS_PER_100)), "$3 per $100 for every vehicle.", NT_DUTY_SOURCE),
  registration(vehicle) {
    const fee = vehicle.fuel === "electric" ? null : ntRegistration(vehicle);
    return fee === null
      ? notAvailable("registration", "Registration (12 months)", "NT registration is set by engine size; this car's is not in our table.", NT_REGISTRATION_SOURCE)
      : charged("registration", "Registration (12 months)", toDollars(fee), "By engine size, including MAC compulsory third party cover.", NT_REGISTRATION_SOURCE);
  },
  ctp: () => includedIn("ctp", "MAC cover (CTP)", "In the Northern Territory compulsory third party cover is part of the registration fee.", NT_REGISTRATION_SOURCE),
  plates: () => notAvailable("plates", "Number plates", "The Northern Territory number plate fee is not in our tables."),
};
