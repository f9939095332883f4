import type { StoredLeadPayload } from "@/domain/leads/lead-record";
import { formatDollars } from "@/domain/pricing/format-dollars";

/** A labelled line of a lead's page; a value the lead lacks is left out, never shown as blank. */
export type LeadFact = { label: string; value: string };

const fact = (label: string, value: string | number | null | undefined | false): LeadFact[] =>
  value === undefined || value === null || value === false || value === "" ? [] : [{ label, value: String(value) }];
const money = (value: number | undefined) => (value === undefined ? undefined : formatDollars(value));

/** What the shopper asked for beyond the message: when they would come, how they like to be contacted, their budget. */
export function requestFacts(p: StoredLeadPayload): LeadFact[] {
  return [
    ...fact("Preferred contact", p.PreferredContactMethod),
    ...fact("Test drive", p.test_drive_date?.replace("T", " ")),
    ...fact("Service", p.service_date?.replace("T", " ")),
    ...fact("Extra services", p.additional_services?.join(", ")),
    ...fact("Budget", money(p.vehiclePriceBudget)),
    ...fact("Offer", p.offer?.name),
    ...fact("Model", p.model ? `${p.model.make} ${p.model.name}` : undefined),
    ...fact("Finance wanted", p.finance),
    ...fact("Credit check", p.finance_application === "credit-check" ? `applied with consent, mobile ${p.verified_phone ?? "verified"}` : undefined),
  ];
}

/** The finance calculator's figures as the shopper left them (issue 33: "the finance figures"). */
export function financeFacts(p: StoredLeadPayload): LeadFact[] {
  const f = p.finance_calculator;
  if (!f) return [];
  return [
    ...fact("Amount financed", money(f.amount)),
    ...fact("Deposit", money(f.deposit)),
    ...fact("Balloon", money(f.balloon)),
    ...fact("Term", f.term_years === undefined ? undefined : `${f.term_years} years`),
    ...fact("Interest rate", f.interest_rate === undefined ? undefined : `${f.interest_rate}% p.a.`),
    ...fact("Repayment", f.repayment === undefined ? undefined : `${formatDollars(f.repayment)}${f.frequency ? ` ${f.frequency.toLowerCase()}` : ""}`),
  ];
}

/** The shopper's trade-in, when they named one. */
export function tradeInFacts(p: StoredLeadPayload): LeadFact[] {
  const car = [p.trade_in_year, p.trade_in_make, p.trade_in_model].filter(Boolean).join(" ");
  return [
    ...fact("Has a trade-in", p["do-you-have-a-trade-in"]),
    ...fact("Car", car),
    ...fact("Badge", p.trade_in_badge),
    ...fact("Kilometres", p.kms === undefined ? undefined : `${p.kms.toLocaleString("en-AU")} km`),
    ...fact("Condition", p.trade_in_condition),
    ...fact("Rego", [p.Rego, p.regoState].filter(Boolean).join(" ")),
    ...fact("Online estimate", p.trade_in_estimate),
  ];
}
