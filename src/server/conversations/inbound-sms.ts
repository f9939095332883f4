import { z } from "zod";
import type { Database } from "@/db/client";
import { findOpenLeadByPhone, insertLeadMessage } from "@/db/queries/lead-messages";
import { phoneE164 } from "@/domain/phone/phone-number";
import type { Site } from "@/domain/site/site";

/** Where the site number's incoming-message webhook points, on the site's host. */
export const INBOUND_SMS_PATH = "/api/twilio/inbound";

/** The fields of Twilio's incoming-message webhook that we keep (its Messaging webhook documentation). */
const inboundSmsSchema = z.object({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-fA-F]{32}$/),
  From: z.string().min(1).max(40),
  Body: z.string().max(10_000).default(""),
});

export type InboundSmsOutcome = "threaded" | "unmatched" | "duplicate" | "invalid";

/**
 * A shopper's text to the site's number (issue 33: "SMS replies come back through Twilio's inbound webhook … and
 * join the thread"): it joins the thread of their most recent open enquiry on this site, found by their number
 * through the one phone normaliser; a number with none is kept unmatched, never dropped. Twilio retries a webhook
 * it did not see answered, so a MessageSid already stored on the site is stored once.
 */
export async function receiveInboundSms(db: Database, site: Site, fields: Record<string, string>, now: Date): Promise<InboundSmsOutcome> {
  const parsed = inboundSmsSchema.safeParse(fields);
  if (!parsed.success) return "invalid";
  const { MessageSid, From, Body } = parsed.data;
  const senderPhone = phoneE164(From) ?? From;
  const leadId = await findOpenLeadByPhone(db, site, senderPhone);
  const id = await insertLeadMessage(db, site, { leadId, direction: "inbound", channel: "sms", body: Body, senderPhone, providerMessageId: MessageSid, createdAt: now });
  if (id === null) return "duplicate";
  return leadId ? "threaded" : "unmatched";
}
