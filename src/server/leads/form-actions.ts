"use server";

import { redirect } from "next/navigation";
import { enquirySuccessPath } from "@/domain/leads/enquiry-status";
import type { LeadFormState } from "@/domain/leads/lead-form-state";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import { controlCharacterField } from "@/domain/security/request-target";
import { actionTextFields } from "@/server/http/action-request";
import { CONTROL_CHARACTER_MESSAGE } from "@/server/http/request-body";
import { withActionSite } from "@/server/http/with-action-site";
import { isIdempotencyKey, receiveLead } from "./receive-lead";
import { formEntriesToObject } from "@/domain/security/form-entries";

const ALREADY_SENT = "This form was already sent with other details. Please reload the page to send another enquiry.";

/**
 * A lead form posted without JavaScript (the browser's own POST): the same intake as `POST /api/leads`.
 * Success redirects to /success (with the status page's token); anything else re-renders the form with its errors and the values kept.
 */
export async function submitLeadFormAction(_previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  const entries = actionTextFields(formData);
  const values = Object.fromEntries(entries.filter(([key]) => key !== "fax" && key !== "idempotency_key"));
  const body = formEntriesToObject(entries);
  const unreadableField = controlCharacterField(body);
  if (unreadableField !== null) return { errors: { [unreadableField]: CONTROL_CHARACTER_MESSAGE }, values, formError: LEAD_MESSAGES.errorSummary };
  const idempotencyKey = isIdempotencyKey(body.idempotency_key) ? body.idempotency_key : undefined;
  return withActionSite<LeadFormState>("Lead form", { errors: {}, values, formError: LEAD_MESSAGES.unexpectedError }, async ({ site, db, headers }) => {
    // The script-sent form fills user_agent; a browser's own post is read for it here.
    const withAgent = { ...body, user_agent: body.user_agent ?? headers.get("user-agent") ?? undefined };
    const result = await receiveLead(db, site, withAgent, { headers, idempotencyKey });
    if (result.kind === "invalid") return { errors: result.errors, values, formError: LEAD_MESSAGES.errorSummary };
    if (result.kind === "idempotency_conflict") return { errors: {}, values, formError: ALREADY_SENT };
    redirect(enquirySuccessPath(result.statusToken));
  });
}
