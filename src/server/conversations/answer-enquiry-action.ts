"use server";

import { enquiryStatusPath } from "@/domain/leads/enquiry-status";
import type { LeadFormState } from "@/domain/leads/lead-form-state";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import { redirectAfterAction } from "@/server/http/action-redirect";
import { actionTextFields } from "@/server/http/action-request";
import { withActionSite } from "@/server/http/with-action-site";
import { answerEnquiry } from "./enquiry-thread";

const GONE = "This enquiry could not be found. Check the address from your text or e-mail.";

/**
 * The status page's answer form, posted with or without JavaScript. A sent answer lands back on the page, which shows
 * it in the thread (a reload repeats nothing); an answer with errors comes back with them and the text kept.
 */
export async function answerEnquiryAction(_previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  const values = Object.fromEntries(actionTextFields(formData));
  const token = values.token ?? "";
  return withActionSite<LeadFormState>("Enquiry answer", { errors: {}, values, formError: LEAD_MESSAGES.unexpectedError }, async ({ site, db }) => {
    const result = await answerEnquiry(db, site, token, values, new Date());
    if (result.kind === "invalid") return { errors: result.errors, values, formError: LEAD_MESSAGES.errorSummary };
    if (result.kind === "not_found") return { errors: {}, values, formError: GONE };
    return { errors: {}, values: {}, redirectTo: await redirectAfterAction(`${enquiryStatusPath(token)}?answered=1#conversation`) };
  });
}
