import { z } from "zod";
import { kmsSchema, optionalText, postcodeSchema, requiredText } from "./lead-fields";
import { LEAD_MESSAGES as M } from "./lead-messages";
import { TRADE_IN_CONDITION_MESSAGE, TRADE_IN_CONDITIONS, type TradeInCar } from "@/domain/market/trade-in-estimate";

/** The instant estimate's questions (issue 35 §5), as the page's query carries them; the lead form's own names and messages. */
export const tradeInRequestSchema = (currentYear: number) =>
  z.object({
    trade_in_make: requiredText(60, M.tradeInMake),
    trade_in_model: requiredText(60, M.tradeInModel),
    trade_in_year: z.coerce.number({ error: M.tradeInYear }).int({ error: M.tradeInYear }).min(1900, { error: M.tradeInYear }).max(currentYear + 1, { error: M.tradeInYear }),
    trade_in_badge: optionalText(60),
    kms: kmsSchema.pipe(z.number({ error: M.kms }).min(0, { error: M.kms })),
    trade_in_condition: z.enum(TRADE_IN_CONDITIONS, { error: TRADE_IN_CONDITION_MESSAGE }),
    postcode: postcodeSchema,
  });

/** The query parameters the estimate reads, in the form's order. */
export const TRADE_IN_REQUEST_FIELDS = ["trade_in_make", "trade_in_model", "trade_in_year", "trade_in_badge", "kms", "trade_in_condition", "postcode"] as const;

export type TradeInRequest = z.infer<ReturnType<typeof tradeInRequestSchema>>;
export type TradeInRequestField = keyof TradeInRequest;
export type TradeInRequestOutcome = { kind: "valid"; request: TradeInRequest } | { kind: "invalid"; errors: Partial<Record<TradeInRequestField, string>> };

/** The query's first value of each field; a string field left blank is missing, as a form post's would be. */
export function parseTradeInRequest(query: Record<string, string | string[] | undefined>, currentYear: number): TradeInRequestOutcome {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const shape = tradeInRequestSchema(currentYear);
  const input = Object.fromEntries(TRADE_IN_REQUEST_FIELDS.map((key) => [key, first(query[key])]));
  const parsed = shape.safeParse(input);
  if (parsed.success) return { kind: "valid", request: parsed.data };
  const errors: Partial<Record<TradeInRequestField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as TradeInRequestField;
    errors[field] ??= issue.message;
  }
  return { kind: "invalid", errors };
}

export const tradeInCar = (request: TradeInRequest): TradeInCar => ({
  make: request.trade_in_make, model: request.trade_in_model, badge: request.trade_in_badge ?? null, year: request.trade_in_year, km: request.kms, condition: request.trade_in_condition,
});
