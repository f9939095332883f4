import type { Database } from "@/db/client";
import { findThreadLeadByToken, insertLeadMessage, listLeadThread } from "@/db/queries/lead-messages";
import { shopperAnswerSchema } from "@/domain/conversations/conversation-schemas";
import { messageParts } from "@/domain/conversations/message-links";
import type { ThreadMessageView } from "@/domain/conversations/thread-view";
import { ENQUIRY_STATUS_TOKEN, formatEnquiryMoment } from "@/domain/leads/enquiry-status";
import { leadFieldErrors } from "@/domain/leads/lead-form-schema";
import { timeZoneOfState } from "@/domain/locations/time-zone";
import type { Site } from "@/domain/site/site";

const threadLeadOf = (db: Database, site: Site, token: string) => (ENQUIRY_STATUS_TOKEN.test(token) ? findThreadLeadByToken(db, site, token) : Promise.resolve(null));

/** The enquiry's conversation, oldest first, for its status page; null for a token this site does not hold. */
export async function loadEnquiryThread(db: Database, site: Site, token: string, dealershipName: string): Promise<ThreadMessageView[] | null> {
  const leadId = await threadLeadOf(db, site, token);
  if (!leadId) return null;
  const timeZone = timeZoneOfState(site.config.address.state);
  return (await listLeadThread(db, site, leadId)).map((message) => ({
    id: message.id,
    fromShopper: message.direction === "inbound",
    author: message.direction === "inbound" ? "You" : dealershipName,
    at: formatEnquiryMoment(message.createdAt, timeZone),
    parts: messageParts(message.body),
  }));
}

export type ShopperAnswerResult = { kind: "sent" } | { kind: "invalid"; errors: Record<string, string> } | { kind: "not_found" };

/**
 * The shopper's answer on the enquiry's status page (issue 33: "the shopper can answer there without signing in"):
 * the page's unguessable token is the only key, as it is for reading the page. It joins the thread as the shopper's.
 */
export async function answerEnquiry(db: Database, site: Site, token: string, fields: Record<string, string>, now: Date): Promise<ShopperAnswerResult> {
  const parsed = shopperAnswerSchema.safeParse(fields);
  if (!parsed.success) return { kind: "invalid", errors: leadFieldErrors(parsed.error) };
  const leadId = await threadLeadOf(db, site, token);
  if (!leadId) return { kind: "not_found" };
  await insertLeadMessage(db, site, { leadId, direction: "inbound", channel: "status_page", body: parsed.data.answer, createdAt: now });
  return { kind: "sent" };
}
