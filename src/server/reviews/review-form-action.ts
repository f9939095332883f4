"use server";

import { headers } from "next/headers";
import { getDatabase } from "@/db/connection";
import type { LeadFormState } from "@/domain/leads/lead-form-state";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import { REVIEW_THANK_YOU_PATH } from "@/domain/reviews/review-paths";
import { redirectAfterAction } from "@/server/http/action-redirect";
import { actionTextFields, siteOfActionRequest } from "@/server/http/action-request";
import { clientAddressOf } from "@/server/http/client-address";
import { logFailure } from "@/server/logging/log-failure";
import { submitReview } from "./submit-review";

/**
 * The 'Leave a Review' form, posted by the browser with or without JavaScript. Success redirects to the
 * thank-you page; a form with errors comes back with them and the values kept.
 */
export async function submitReviewFormAction(_previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  const entries = actionTextFields(formData);
  const values = Object.fromEntries(entries.filter(([key]) => key !== "fax"));
  const requestHeaders = await headers();
  try {
    const site = await siteOfActionRequest();
    if (!site) return { errors: {}, values, formError: LEAD_MESSAGES.unexpectedError };
    const { db } = await getDatabase();
    const result = await submitReview(db, site, values, { clientIp: clientAddressOf(requestHeaders), now: new Date() });
    if (result.kind === "invalid") return { errors: result.errors, values, formError: LEAD_MESSAGES.errorSummary };
  } catch (failure) {
    logFailure("Review form failed", failure);
    return { errors: {}, values, formError: LEAD_MESSAGES.unexpectedError };
  }
  // Without JavaScript redirect() throws; kept outside the try so it is not caught as a failure.
  return { errors: {}, values: {}, redirectTo: await redirectAfterAction(REVIEW_THANK_YOU_PATH) };
}
