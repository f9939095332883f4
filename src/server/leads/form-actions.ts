"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDatabase } from "@/db/connection";
import { enquirySuccessPath } from "@/domain/leads/enquiry-status";
import type { LeadFormState } from "@/domain/leads/lead-form-state";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import { controlCharacterField } from "@/domain/security/request-target";
import { actionTextFields, siteOfActionRequest } from "@/server/http/action-request";
import { isTestTraffic } from "@/server/http/test-traffic";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { logFailure } from "@/server/logging/log-failure";
import { wakeJobRunner } from "@/server/jobs/app-job-runner";
import { clientAddressOf } from "@/server/http/client-address";
import { loadLeadSettings } from "./lead-settings";
import { formEntriesToObject } from "@/domain/security/form-entries";
import { CONTROL_CHARACTER_MESSAGE } from "./request-body";
import { gatedLeadSender } from "./gated-lead-sender";
import { submitLead } from "./submit-lead";

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

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
  const key = typeof body.idempotency_key === "string" && IDEMPOTENCY_KEY.test(body.idempotency_key) ? body.idempotency_key : undefined;
  const requestHeaders = await headers();
  let landing: string | null = null;
  try {
    const site = await siteOfActionRequest();
    if (!site) return { errors: {}, values, formError: LEAD_MESSAGES.unexpectedError };
    const { db } = await getDatabase();
    const meta = { idempotencyKey: key, clientIp: clientAddressOf(requestHeaders), now: new Date(), siteUrl: siteBaseUrl(site), testTraffic: isTestTraffic(requestHeaders) };
    const verifiedPhone = await gatedLeadSender(db, site, body, requestHeaders, meta.now);
    const result = await submitLead(db, site, { ...body, user_agent: body.user_agent ?? requestHeaders.get("user-agent") ?? undefined }, { ...meta, verifiedPhone }, {
      rateLimit: loadLeadSettings().rateLimit,
      onQueued: wakeJobRunner,
    });
    if (result.kind === "invalid") return { errors: result.errors, values, formError: LEAD_MESSAGES.errorSummary };
    if (result.kind === "idempotency_conflict") return { errors: {}, values, formError: "This form was already sent with other details. Please reload the page to send another enquiry." };
    landing = enquirySuccessPath(result.statusToken);
  } catch (failure) {
    logFailure("Lead form failed", failure);
    return { errors: {}, values, formError: LEAD_MESSAGES.unexpectedError };
  }
  // redirect() throws; kept outside the try so it is not caught as a failure.
  if (landing) redirect(landing);
  return { errors: {}, values, formError: LEAD_MESSAGES.unexpectedError };
}
