import { z } from "zod";
import { checkboxSchema } from "./lead-fields";
import { REGO_STATES, type RegoState } from "./rego-states";

/**
 * Spec 000 §7: "Same call used for valuation adjustments (id, adjustmentAnswers), rego lookup (rego, regoState)
 * and offer acceptance (lead_id, form_completed, offer_accepted, subcategory '3. Offer Accepted')". Each is a
 * follow-up on a lead the site already holds; a rego lookup names its lead with `lead_id` like an acceptance.
 */
export const LEAD_FOLLOW_UP_KINDS = ["valuation_adjustment", "rego_lookup", "offer_accepted"] as const;
export type LeadFollowUpKind = (typeof LEAD_FOLLOW_UP_KINDS)[number];

export const OFFER_ACCEPTED_SUBCATEGORY = "3. Offer Accepted";

const FOLLOW_UP_MESSAGES = {
  leadId: "Please send the id of the lead this follows.",
  answers: "Please send between 1 and 50 adjustment answers.",
  rego: "Please enter the registration number (letters and digits, up to 9).",
  regoState: "Please choose the state the car is registered in.",
  subcategory: `The subcategory of an offer acceptance is '${OFFER_ACCEPTED_SUBCATEGORY}'.`,
} as const;

const leadId = z.uuid({ error: FOLLOW_UP_MESSAGES.leadId });
const answer = z.union([z.string().trim().max(500), z.number().finite(), z.boolean()]);

const valuationAdjustmentSchema = z.object({
  id: leadId,
  adjustmentAnswers: z
    .record(z.string().trim().min(1).max(100), answer, { error: FOLLOW_UP_MESSAGES.answers })
    .refine((answers) => Object.keys(answers).length >= 1 && Object.keys(answers).length <= 50, { error: FOLLOW_UP_MESSAGES.answers }),
});

const regoLookupSchema = z.object({
  lead_id: leadId,
  rego: z.string({ error: FOLLOW_UP_MESSAGES.rego }).trim().toUpperCase().regex(/^[A-Z0-9]{1,9}$/, { error: FOLLOW_UP_MESSAGES.rego }),
  regoState: z.enum(REGO_STATES, { error: FOLLOW_UP_MESSAGES.regoState }),
});

const offerAcceptedSchema = z.object({
  lead_id: leadId,
  form_completed: checkboxSchema,
  offer_accepted: checkboxSchema,
  subcategory: z.literal(OFFER_ACCEPTED_SUBCATEGORY, { error: FOLLOW_UP_MESSAGES.subcategory }),
});

export type LeadFollowUp =
  | { kind: "valuation_adjustment"; leadId: string; adjustmentAnswers: Record<string, string | number | boolean> }
  | { kind: "rego_lookup"; leadId: string; rego: string; regoState: RegoState }
  | { kind: "offer_accepted"; leadId: string; formCompleted: boolean; offerAccepted: boolean; subcategory: typeof OFFER_ACCEPTED_SUBCATEGORY };

/** Which follow-up a body is, by the fields only that call sends; null for a new lead. */
export function leadFollowUpKind(body: Record<string, unknown>): LeadFollowUpKind | null {
  if ("adjustmentAnswers" in body) return "valuation_adjustment";
  if ("offer_accepted" in body) return "offer_accepted";
  // A lead form's own registration field is `Rego`; the lookup sends `rego` with the lead it belongs to.
  if ("rego" in body && "lead_id" in body) return "rego_lookup";
  return null;
}

export type LeadFollowUpParse = { ok: true; followUp: LeadFollowUp } | { ok: false; errors: Record<string, string> };

function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return errors;
}

export function parseLeadFollowUp(kind: LeadFollowUpKind, body: Record<string, unknown>): LeadFollowUpParse {
  if (kind === "valuation_adjustment") {
    const parsed = valuationAdjustmentSchema.safeParse(body);
    return parsed.success ? { ok: true, followUp: { kind, leadId: parsed.data.id, adjustmentAnswers: parsed.data.adjustmentAnswers } } : { ok: false, errors: fieldErrors(parsed.error) };
  }
  if (kind === "rego_lookup") {
    const parsed = regoLookupSchema.safeParse(body);
    return parsed.success ? { ok: true, followUp: { kind, leadId: parsed.data.lead_id, rego: parsed.data.rego, regoState: parsed.data.regoState } } : { ok: false, errors: fieldErrors(parsed.error) };
  }
  const parsed = offerAcceptedSchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const { lead_id, form_completed, offer_accepted, subcategory } = parsed.data;
  return { ok: true, followUp: { kind, leadId: lead_id, formCompleted: form_completed, offerAccepted: offer_accepted, subcategory } };
}

/** The follow-up in words, for the dealer: the e-mail's body and the ADF document's comments. */
export function describeLeadFollowUp(followUp: LeadFollowUp): string {
  switch (followUp.kind) {
    case "valuation_adjustment":
      return `Valuation adjustment answers: ${Object.entries(followUp.adjustmentAnswers).map(([question, value]) => `${question}: ${value === true ? "Yes" : value === false ? "No" : value}`).join("; ")}.`;
    case "rego_lookup":
      return `Registration lookup: ${followUp.rego} (${followUp.regoState}).`;
    case "offer_accepted":
      return `${followUp.subcategory}: offer ${followUp.offerAccepted ? "accepted" : "not accepted"}, form ${followUp.formCompleted ? "completed" : "not completed"}.`;
  }
}
