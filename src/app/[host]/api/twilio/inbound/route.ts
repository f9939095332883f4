import type { NextRequest } from "next/server";
import { loadEnv } from "@/config/env";
import { getDatabase } from "@/db/connection";
import { INBOUND_SMS_PATH, receiveInboundSms } from "@/server/conversations/inbound-sms";
import { actionTextFields } from "@/server/http/action-request";
import { logFailure } from "@/server/logging/log-failure";
import { isTwilioSignatureValid } from "@/server/sms/twilio-signature";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { findSite } from "@/server/tenancy/require-site";

export const dynamic = "force-dynamic";

/** Twilio reads the answer as TwiML: an empty one sends the shopper nothing back. */
const emptyTwiml = () => new Response('<?xml version="1.0" encoding="UTF-8"?><Response/>', { status: 200, headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" } });
const plain = (status: number, text: string) => new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * `POST /api/twilio/inbound` on a site host: the site number's incoming-message webhook (docs/api.md, decision 034).
 * The signature is checked over the address Twilio was given, the site's configured one (decision 003's addendum),
 * never the request's Host; a bad one is 403 and nothing is read further.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  const site = await findSite(params);
  const authToken = loadEnv().TWILIO_AUTH_TOKEN;
  if (!site || !authToken) return plain(404, "This site takes no text messages.");
  const fields = actionTextFields(await request.formData().catch(() => null));
  const url = `${siteBaseUrl(site)}${INBOUND_SMS_PATH}${request.nextUrl.search}`;
  if (!isTwilioSignatureValid(authToken, url, fields, request.headers.get("x-twilio-signature"))) return plain(403, "The request is not signed by Twilio.");
  try {
    const outcome = await receiveInboundSms((await getDatabase()).db, site, Object.fromEntries(fields), new Date());
    return outcome === "invalid" ? plain(400, "MessageSid, From and Body are required.") : emptyTwiml();
  } catch (error) {
    logFailure("Inbound text failed", error);
    return plain(500, "The message could not be stored; send it again.");
  }
}
