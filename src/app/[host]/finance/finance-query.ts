import type { DeliveryOutcome } from "@/components/finance/delivery-form";
import type { MoneyQuery } from "@/components/finance/vehicle-money-section";
import { getDatabase } from "@/db/connection";
import { CALCULATOR_FIELD_NAMES, parseTypedDollars, type CalculatorFields } from "@/domain/finance/calculator-values";
import { NO_DELIVERY_ESTIMATE, type DeliveryEstimate } from "@/domain/delivery/delivery-estimate";
import type { Site } from "@/domain/site/site";
import { answerDeliveryEstimate } from "@/server/delivery/delivery-service";
import { logFailure } from "@/server/logging/log-failure";

export type RawSearchParams = Record<string, string | string[] | undefined>;

/** Spec 000 §2: the finance page's query parameters; the ones for the enquiry form are carried along untouched. */
export const CARRIED_PARAMETERS = ["preferredDealership", "vehiclePriceBudget", "car_type", "vin"] as const;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
const CAR_ID = /^[1-9]\d{0,9}$/;

export type FinancePageQuery = {
  carId: number | null;
  vehiclePriceBudget: number | undefined;
  carried: Record<string, string>;
  /** Present only when the page's own GET forms sent something. */
  money: MoneyQuery;
  postcode: string | undefined;
};

export function readFinanceQuery(raw: RawSearchParams): FinancePageQuery {
  const carIdText = first(raw.car_id)?.trim() ?? "";
  const carId = CAR_ID.test(carIdText) && Number(carIdText) <= 2_147_483_647 ? Number(carIdText) : null;
  const carried: Record<string, string> = {};
  for (const name of CARRIED_PARAMETERS) {
    const value = first(raw[name]);
    if (value) carried[name] = value.slice(0, 200);
  }
  const calculator: CalculatorFields = {};
  for (const name of CALCULATOR_FIELD_NAMES) {
    const value = first(raw[name]);
    if (value !== undefined) calculator[name] = value;
  }
  const fuelPrice = first(raw.fuelPrice);
  const kmPerWeek = first(raw.kmPerWeek);
  return {
    carId,
    vehiclePriceBudget: parseTypedDollars(first(raw.vehiclePriceBudget)) ?? undefined,
    carried,
    money: {
      ...(Object.keys(calculator).length > 0 ? { calculator } : {}),
      ...(fuelPrice !== undefined || kmPerWeek !== undefined ? { fuel: { pricePerLitre: fuelPrice, kmPerWeek } } : {}),
    },
    postcode: first(raw.postcode),
  };
}

/** The delivery form's answer without JavaScript: the same service as `GET /api/delivery`, read as the dialog reads it. */
export async function deliveryOutcome(site: Site, carId: number, postcode: string): Promise<DeliveryOutcome> {
  try {
    const answer = await answerDeliveryEstimate((await getDatabase()).db, site, new URLSearchParams({ car_id: String(carId), postcode }), new Date());
    if (answer.status === 200) return { kind: "estimate", postcode: postcode.trim(), estimate: answer.body as DeliveryEstimate };
    const error = (answer.body as { error: { parameter?: string; message: string } }).error;
    return { kind: "error", message: error.parameter === "postcode" ? error.message : NO_DELIVERY_ESTIMATE };
  } catch (error) {
    logFailure("Delivery estimate failed", error);
    return { kind: "error", message: NO_DELIVERY_ESTIMATE };
  }
}
