"use server";

import { redirect } from "next/navigation";
import { getDatabase } from "@/db/connection";
import type { LeadFormState } from "@/domain/leads/lead-form-state";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import { sitePaymentProvider } from "@/server/payments/payment-settings";
import { actionTextFields, siteOfActionRequest } from "@/server/http/action-request";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { RESERVATION_REFUSALS } from "@/domain/reservations/reservation-refusals";
import { logFailure } from "@/server/logging/log-failure";
import { startReservation } from "./start-reservation";

/**
 * The reserve page's form (issue 18), with or without JavaScript: checks the details, stores the pending
 * reservation and sends the shopper to the provider's checkout; anything else re-renders the form with its errors.
 */
export async function startReservationAction(_previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  const values = Object.fromEntries(actionTextFields(formData));
  let checkoutUrl: string | null = null;
  try {
    const site = await siteOfActionRequest();
    const provider = site ? sitePaymentProvider(site) : null;
    if (!site || !provider) return { errors: {}, values, formError: LEAD_MESSAGES.unexpectedError };
    const { db } = await getDatabase();
    const outcome = await startReservation(db, site, provider, values.car_slug ?? "", values, siteBaseUrl(site));
    if (outcome.kind === "invalid") return { errors: outcome.errors, values, formError: LEAD_MESSAGES.errorSummary };
    if (outcome.kind === "refused") return { errors: {}, values, formError: RESERVATION_REFUSALS[outcome.reason] };
    checkoutUrl = outcome.url;
  } catch (failure) {
    logFailure("Starting a reservation failed", failure);
    return { errors: {}, values, formError: LEAD_MESSAGES.unexpectedError };
  }
  // redirect() throws; kept outside the try so it is not caught as a failure.
  redirect(checkoutUrl);
}
