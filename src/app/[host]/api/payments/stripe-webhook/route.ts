import type { NextRequest } from "next/server";
import { getDatabase } from "@/db/connection";
import { failure, toResponse } from "@/server/http/json-answer";
import { wakeJobRunner } from "@/server/jobs/app-job-runner";
import { sitePaymentProvider } from "@/server/payments/payment-settings";
import { handlePaymentWebhook } from "@/server/payment-webhooks/payment-webhook";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { findSite } from "@/server/tenancy/require-site";
import { logFailure } from "@/server/logging/log-failure";

export const dynamic = "force-dynamic";

/** `POST /api/payments/stripe-webhook` on a site host: Stripe's events for that site's deposits (docs/api.md). */
export async function POST(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  const site = await findSite(params);
  const provider = site ? sitePaymentProvider(site) : null;
  if (!site || !provider) return toResponse(failure(404, { message: "This site takes no payments" }));
  const rawBody = await request.text();
  try {
    const { db } = await getDatabase();
    const options = { now: new Date(), siteUrl: siteBaseUrl(site), onQueued: wakeJobRunner };
    return toResponse(await handlePaymentWebhook(db, site, provider, rawBody, request.headers.get("stripe-signature"), options));
  } catch (error) {
    logFailure("Payment webhook failed", error);
    return toResponse({ status: 500, body: { error: { message: "The event could not be recorded; send it again" } } });
  }
}
