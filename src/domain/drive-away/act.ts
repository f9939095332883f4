import { notAvailable, type ChargeSource, type StateCharges } from "./charges";

export const ACT_DUTY_SOURCE: ChargeSource = {
  name: "ACT Revenue Office, Motor vehicle duty (rates from 1 September 2025)",
  url: "https://www.revenue.act.gov.au/duties/motor-vehicle-duty",
  effective: "2025-09-01",
  confidence: "check",
};

/**
 * The ACT's duty turns on the vehicle's combined CO2 emissions (Green Vehicle Guide) and changed on 1 September
 * 2025 (a minimum for zero-emission vehicles, a new bracket above $80,000). We hold neither the emissions of each
 * car nor a confirmed copy of the new rates, so every ACT line says so instead of guessing.
 */
export const ACT: StateCharges = {
  duty: () => notAvailable("duty", "Stamp duty", "ACT duty depends on the car's CO2 emissions rating and its rates changed on 1 September 2025; we do not have them confirmed.", ACT_DUTY_SOURCE),
  registration: () => notAvailable("registration", "Registration (12 months)", "ACT registration is priced by emissions; the fees are not in our tables."),
  ctp: () => notAvailable("ctp", "CTP insurance", "ACT CTP premiums are set by insurers and are not in our tables."),
  plates: () => notAvailable("plates", "Number plates", "The ACT number plate fee is not in our tables."),
};
