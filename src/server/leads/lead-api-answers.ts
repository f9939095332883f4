import type { LeadFieldErrors } from "@/domain/leads/lead-form-schema";
import type { LeadFollowUpKind } from "@/domain/leads/lead-follow-up";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import { ApiError } from "@/server/http/api-error";
import type { EdgeAnswers } from "@/server/http/handle-api-error";
import type { SubmitLeadResult } from "./submit-lead";
import type { SubmitFollowUpResult } from "./submit-lead-follow-up";

/** `POST /api/leads`'s 503: during a database outage every request lands there, and the shopper's browser retries. */
export const LEAD_INTAKE_EDGE: EdgeAnswers = { name: "Lead intake", unavailable: "Sending enquiries is unavailable just now, please try again." };

/** Every bad field with the form's message (docs/api.md). */
export const invalidLead = (fields: LeadFieldErrors) =>
  new ApiError("bad_request", LEAD_MESSAGES.errorSummary, { parameter: Object.keys(fields)[0] ?? "form", details: { fields } });

const idempotencyConflict = () =>
  new ApiError("unprocessable", "This Idempotency-Key was already used for a different submission.", { parameter: "Idempotency-Key" });

const replayHeaders = (kind: "created" | "replayed") => (kind === "replayed" ? { "Idempotent-Replayed": "true" } : undefined);

/** The lead API's answer to a lead (docs/api.md): 201 stored, 200 a replay of the same Idempotency-Key. */
export function leadAnswer(result: SubmitLeadResult): Response {
  if (result.kind === "invalid") throw invalidLead(result.errors);
  if (result.kind === "idempotency_conflict") throw idempotencyConflict();
  const status = result.statusToken ? { status_token: result.statusToken } : {};
  return Response.json({ lead_id: result.leadId, event_id: result.eventId, ...status }, { status: result.kind === "created" ? 201 : 200, headers: replayHeaders(result.kind) });
}

/** The answer to a follow-up: 404 naming the field that holds the lead's id when the lead is not one of this site's. */
export function followUpAnswer(kind: LeadFollowUpKind, result: SubmitFollowUpResult): Response {
  if (result.kind === "unknown_lead") throw new ApiError("not_found", "No such lead on this site.", { parameter: kind === "valuation_adjustment" ? "id" : "lead_id" });
  if (result.kind === "idempotency_conflict") throw idempotencyConflict();
  return Response.json({ lead_id: result.leadId, follow_up_id: result.followUpId }, { status: result.kind === "created" ? 201 : 200, headers: replayHeaders(result.kind) });
}
