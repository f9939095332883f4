"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDatabase } from "@/db/connection";
import type { LeadFormState } from "@/domain/leads/lead-form-state";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import { SESSION_COOKIE } from "@/server/accounts/account-cookies";
import { requestCsrfRefusal } from "@/server/accounts/csrf-request";
import { resolveShopper } from "@/server/accounts/shopper-sessions";
import { actionTextFields, siteOfActionRequest } from "@/server/http/action-request";
import { sitePaymentProvider } from "@/server/payments/payment-settings";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { logFailure } from "@/server/logging/log-failure";
import { startOnlinePayment } from "./start-online-payment";

const SIGNED_OUT = "Your session has ended. Please reload the page to sign in again.";
const EXPIRED = "This page has expired. Please reload it and try again.";

/**
 * `/online-payment`'s form, with or without JavaScript (decision 025): the CSRF check of decision 020, the signed-in
 * shopper, then the pending payment and the provider's checkout; anything else re-renders the form with its errors.
 */
export async function startOnlinePaymentAction(_previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  const values = Object.fromEntries(actionTextFields(formData));
  let checkoutUrl: string | null = null;
  try {
    const [requestHeaders, cookieStore, site] = await Promise.all([headers(), cookies(), siteOfActionRequest()]);
    const provider = site ? sitePaymentProvider(site) : null;
    if (!site || !provider || !site.config.onlinePayment.enabled) return { errors: {}, values, formError: LEAD_MESSAGES.unexpectedError };
    if (requestCsrfRefusal({ headers: requestHeaders, cookies: cookieStore }, values.csrf_token)) return { errors: {}, values, formError: EXPIRED };
    const { db } = await getDatabase();
    const shopper = await resolveShopper(db, site, cookieStore.get(SESSION_COOKIE)?.value, new Date());
    if (!shopper) return { errors: {}, values, formError: SIGNED_OUT };
    const outcome = await startOnlinePayment(db, site, provider, shopper, values, siteBaseUrl(site));
    if (outcome.kind === "invalid") return { errors: outcome.errors, values, formError: LEAD_MESSAGES.errorSummary };
    checkoutUrl = outcome.url;
  } catch (failure) {
    logFailure("Starting an online payment failed", failure);
    return { errors: {}, values, formError: LEAD_MESSAGES.unexpectedError };
  }
  // redirect() throws; kept outside the try so it is not caught as a failure.
  redirect(checkoutUrl);
}
