import { ApiError } from "@/server/http/api-error";
import { toResponse } from "@/server/http/json-answer";
import { withSite } from "@/server/http/with-site";
import { wakeJobRunner } from "@/server/jobs/app-job-runner";
import { sitePaymentProvider } from "@/server/payment-provider/payment-settings";
import { handlePaymentWebhook } from "@/server/payment-webhooks/payment-webhook";
import { siteBaseUrl } from "@/server/tenancy/site-url";

export const dynamic = "force-dynamic";

/** `POST /api/payments/stripe-webhook` on a site host: Stripe's events for that site's deposits (docs/api.md); a 503 and Stripe sends the event again. */
export const POST = withSite(async ({ request, site, db }) => {
  const provider = sitePaymentProvider(site);
  if (!provider) throw new ApiError("not_found", "This site takes no payments");
  const rawBody = await request.text();
  const options = { now: new Date(), siteUrl: siteBaseUrl(site), onQueued: wakeJobRunner };
  return toResponse(await handlePaymentWebhook(db, site, provider, rawBody, request.headers.get("stripe-signature"), options));
}, { name: "Payment webhook", unavailable: "The event could not be recorded; send it again" });
