"use server";

import type { LeadFormState } from "@/domain/leads/lead-form-state";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import { REVIEW_THANK_YOU_PATH } from "@/domain/reviews/review-paths";
import { redirectAfterAction } from "@/server/http/action-redirect";
import { actionTextFields } from "@/server/http/action-request";
import { withActionSite } from "@/server/http/with-action-site";
import { clientAddressOf } from "@/server/http/client-address";
import { submitReview } from "./submit-review";

/**
 * The 'Leave a Review' form, posted by the browser with or without JavaScript. Success redirects to the
 * thank-you page; a form with errors comes back with them and the values kept.
 */
export async function submitReviewFormAction(_previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  const entries = actionTextFields(formData);
  const values = Object.fromEntries(entries.filter(([key]) => key !== "fax"));
  return withActionSite<LeadFormState>("Review form", { errors: {}, values, formError: LEAD_MESSAGES.unexpectedError }, async ({ site, db, headers }) => {
    const result = await submitReview(db, site, values, { clientIp: clientAddressOf(headers), now: new Date() });
    if (result.kind === "invalid") return { errors: result.errors, values, formError: LEAD_MESSAGES.errorSummary };
    return { errors: {}, values: {}, redirectTo: await redirectAfterAction(REVIEW_THANK_YOU_PATH) };
  });
}
