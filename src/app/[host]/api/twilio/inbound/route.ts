import { loadEnv } from "@/config/env";
import { INBOUND_SMS_PATH, receiveInboundSms } from "@/server/conversations/inbound-sms";
import { actionTextFields } from "@/server/http/action-request";
import { ApiError } from "@/server/http/api-error";
import { textAnswers } from "@/server/http/handle-api-error";
import { withSite } from "@/server/http/with-site";
import { isTwilioSignatureValid } from "@/server/sms/twilio-signature";
import { siteBaseUrl } from "@/server/tenancy/site-url";

export const dynamic = "force-dynamic";

/** Twilio reads the answer as TwiML: an empty one sends the shopper nothing back. */
const emptyTwiml = () => new Response('<?xml version="1.0" encoding="UTF-8"?><Response/>', { status: 200, headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * `POST /api/twilio/inbound` on a site host: the site number's incoming-message webhook (docs/api.md, decision 039).
 * The signature is checked over the address Twilio was given, the site's configured one (decision 003's addendum),
 * never the request's Host; a bad one is 403 and nothing is read further. A failure is a 503, and Twilio sends it again.
 */
export const POST = withSite(async ({ request, site, db }) => {
  const authToken = loadEnv().TWILIO_AUTH_TOKEN;
  if (!authToken) throw new ApiError("not_found", "This site takes no text messages.");
  const fields = actionTextFields(await request.formData().catch(() => null));
  const url = `${siteBaseUrl(site)}${INBOUND_SMS_PATH}${request.nextUrl.search}`;
  if (!isTwilioSignatureValid(authToken, url, fields, request.headers.get("x-twilio-signature"))) throw new ApiError("forbidden", "The request is not signed by Twilio.");
  const outcome = await receiveInboundSms(db, site, Object.fromEntries(fields), new Date());
  if (outcome === "invalid") throw new ApiError("bad_request", "MessageSid, From and Body are required.");
  return emptyTwiml();
}, { ...textAnswers("Inbound text"), unavailable: "The message could not be stored; send it again.", headers: { "Cache-Control": "no-store" } });
