"use server";

import { getDatabase } from "@/db/connection";
import { enquiryStatusPath } from "@/domain/leads/enquiry-status";
import type { LeadFormState } from "@/domain/leads/lead-form-state";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import { redirectAfterAction } from "@/server/http/action-redirect";
import { actionTextFields, siteOfActionRequest } from "@/server/http/action-request";
import { logFailure } from "@/server/logging/log-failure";
import { answerEnquiry } from "./enquiry-thread";

const GONE = "This enquiry could not be found. Check the address from your text or e-mail.";

/**
 * The status page's answer form, posted with or without JavaScript. A sent answer lands back on the page, which shows
 * it in the thread (a reload repeats nothing); an answer with errors comes back with them and the text kept.
 */
export async function answerEnquiryAction(_previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  const values = Object.fromEntries(actionTextFields(formData));
  const token = values.token ?? "";
  try {
    const site = await siteOfActionRequest();
    if (!site) return { errors: {}, values, formError: GONE };
    const result = await answerEnquiry((await getDatabase()).db, site, token, values, new Date());
    if (result.kind === "invalid") return { errors: result.errors, values, formError: LEAD_MESSAGES.errorSummary };
    if (result.kind === "not_found") return { errors: {}, values, formError: GONE };
  } catch (failure) {
    logFailure("Enquiry answer failed", failure);
    return { errors: {}, values, formError: LEAD_MESSAGES.unexpectedError };
  }
  // Without JavaScript redirect() throws; kept outside the try so it is not caught as a failure.
  return { errors: {}, values: {}, redirectTo: await redirectAfterAction(`${enquiryStatusPath(token)}?answered=1#conversation`) };
}
