import { charged, notAvailable, perStepOrPart, toDollars, type ChargeSource, type ChargeVehicle, type StateCharges } from "./charges";

export const QLD_DUTY_SOURCE: ChargeSource = {
  name: "Queensland Government, Vehicle registration duty rates (light vehicles)",
  url: "https://www.qld.gov.au/transport/registration/fees/duty/rates",
  effective: "current page, start date not stated",
  confidence: "published",
};

export const QLD_FEES_SOURCE: ChargeSource = {
  name: "Queensland car registration fees 2024 breakdown (registration by cylinders, traffic improvement fee, CTP class 1, plate fee), from Transport and Main Roads figures",
  url: "https://dapc.com.au/blog/queensland-car-registration-fees-2024-breakdown",
  effective: "2024-25",
  confidence: "check",
};

/** Cents per $100 or part of the whole value, by engine; the second rate applies to the whole value above $100,000. */
export const QLD_DUTY = {
  threshold: 100_000,
  electricOrHybrid: [200, 400],
  upTo4Cylinders: [300, 500],
  fiveOrSixCylinders: [350, 550],
  sevenOrMore: [400, 600],
} as const;

/** 12-month registration fee for a private light vehicle, by cylinders (electric as 1–3 cylinders), before any temporary discount. */
export const QLD_REGISTRATION = [
  { cylinders: 3, amountCents: 28355 },
  { cylinders: 4, amountCents: 36060 },
  { cylinders: 6, amountCents: 57095 },
  { cylinders: 8, amountCents: 79960 },
  { cylinders: 12, amountCents: 93780 },
] as const;
export const QLD_TRAFFIC_IMPROVEMENT_FEE_CENTS = 6290;
export const QLD_CTP_CLASS_1_CENTS = 36960;
export const QLD_PLATE_FEE_CENTS = 3390;

function dutyRates(vehicle: ChargeVehicle): readonly [number, number] | null {
  if (vehicle.fuel !== "combustion") return QLD_DUTY.electricOrHybrid;
  if (vehicle.cylinders === null) return null;
  if (vehicle.cylinders <= 4) return QLD_DUTY.upTo4Cylinders;
  if (vehicle.cylinders <= 6) return QLD_DUTY.fiveOrSixCylinders;
  return QLD_DUTY.sevenOrMore;
}

export function qldDutyCents(vehicle: ChargeVehicle): number | null {
  const rates = dutyRates(vehicle);
  if (!rates) return null;
  return perStepOrPart(vehicle.value, 100, vehicle.value > QLD_DUTY.threshold ? rates[1] : rates[0]);
}

function registrationFee(vehicle: ChargeVehicle): number | null {
  const cylinders = vehicle.fuel === "electric" ? 1 : vehicle.cylinders;
  if (cylinders === null) return null;
  return QLD_REGISTRATION.find((row) => cylinders <= row.cylinders)?.amountCents ?? null;
}

export const QLD: StateCharges = {
  duty(vehicle) {
    const cents = qldDutyCents(vehicle);
    const engine = vehicle.fuel === "combustion" ? `${vehicle.cylinders} cylinders` : vehicle.fuel;
    return cents === null
      ? notAvailable("duty", "Stamp duty", "Queensland duty depends on the number of cylinders, which this listing does not give.", QLD_DUTY_SOURCE)
      : charged("duty", "Stamp duty", toDollars(cents), `Light vehicle rate for ${engine}${vehicle.value > QLD_DUTY.threshold ? ", over $100,000" : ""}.`, QLD_DUTY_SOURCE);
  },
  registration(vehicle) {
    const fee = registrationFee(vehicle);
    return fee === null
      ? notAvailable("registration", "Registration (12 months)", "Queensland registration depends on the number of cylinders, which this listing does not give.", QLD_FEES_SOURCE)
      : charged("registration", "Registration (12 months)", toDollars(fee + QLD_TRAFFIC_IMPROVEMENT_FEE_CENTS), "Private vehicle fee by cylinders plus the traffic improvement fee, at full (undiscounted) 2024–25 rates.", QLD_FEES_SOURCE);
  },
  ctp: (vehicle) =>
    vehicle.passenger
      ? charged("ctp", "CTP insurance (12 months)", toDollars(QLD_CTP_CLASS_1_CENTS), "Class 1 (cars and station wagons) premium, paid with registration.", QLD_FEES_SOURCE)
      : notAvailable("ctp", "CTP insurance (12 months)", "The CTP premium for light goods vehicles is not in our tables.", QLD_FEES_SOURCE),
  plates: () => charged("plates", "Number plates", toDollars(QLD_PLATE_FEE_CENTS), "Standard plate fee.", QLD_FEES_SOURCE),
};
