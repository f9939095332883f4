"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { LeadFormState } from "@/domain/leads/lead-form-state";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import { SESSION_COOKIE } from "@/server/accounts/account-cookies";
import { requestCsrfRefusal } from "@/server/accounts/csrf-request";
import { resolveShopper } from "@/server/accounts/shopper-sessions";
import { actionTextFields } from "@/server/http/action-request";
import { withActionSite } from "@/server/http/with-action-site";
import { sitePaymentProvider } from "@/server/payment-provider/payment-settings";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { startOnlinePayment } from "./start-online-payment";

const SIGNED_OUT = "Your session has ended. Please reload the page to sign in again.";
const EXPIRED = "This page has expired. Please reload it and try again.";

/**
 * `/online-payment`'s form, with or without JavaScript (decision 025): the CSRF check of decision 020, the signed-in
 * shopper, then the pending payment and the provider's checkout; anything else re-renders the form with its errors.
 */
export async function startOnlinePaymentAction(_previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  const values = Object.fromEntries(actionTextFields(formData));
  const failed: LeadFormState = { errors: {}, values, formError: LEAD_MESSAGES.unexpectedError };
  return withActionSite("Starting an online payment", failed, async ({ site, db, headers }) => {
    const provider = sitePaymentProvider(site);
    if (!provider || !site.config.onlinePayment.enabled) return failed;
    const cookieStore = await cookies();
    if (requestCsrfRefusal({ headers, cookies: cookieStore }, values.csrf_token)) return { errors: {}, values, formError: EXPIRED };
    const shopper = await resolveShopper(db, site, cookieStore.get(SESSION_COOKIE)?.value, new Date());
    if (!shopper) return { errors: {}, values, formError: SIGNED_OUT };
    const outcome = await startOnlinePayment(db, site, provider, shopper, values, siteBaseUrl(site));
    if (outcome.kind === "invalid") return { errors: outcome.errors, values, formError: LEAD_MESSAGES.errorSummary };
    redirect(outcome.url);
  });
}
