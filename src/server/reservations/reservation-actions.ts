"use server";

import { redirect } from "next/navigation";
import type { LeadFormState } from "@/domain/leads/lead-form-state";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import { sitePaymentProvider } from "@/server/payment-provider/payment-settings";
import { actionTextFields } from "@/server/http/action-request";
import { withActionSite } from "@/server/http/with-action-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { RESERVATION_REFUSALS } from "@/domain/reservations/reservation-refusals";
import { startReservation } from "./start-reservation";

/**
 * The reserve page's form (issue 18), with or without JavaScript: checks the details, stores the pending
 * reservation and sends the shopper to the provider's checkout; anything else re-renders the form with its errors.
 */
export async function startReservationAction(_previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  const values = Object.fromEntries(actionTextFields(formData));
  const failed: LeadFormState = { errors: {}, values, formError: LEAD_MESSAGES.unexpectedError };
  return withActionSite("Starting a reservation", failed, async ({ site, db }) => {
    const provider = sitePaymentProvider(site);
    if (!provider) return failed;
    const outcome = await startReservation(db, site, provider, values.car_slug ?? "", values, siteBaseUrl(site));
    if (outcome.kind === "invalid") return { errors: outcome.errors, values, formError: LEAD_MESSAGES.errorSummary };
    if (outcome.kind === "refused") return { errors: {}, values, formError: RESERVATION_REFUSALS[outcome.reason] };
    redirect(outcome.url);
  });
}
