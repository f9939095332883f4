import type { Database } from "@/db/client";
import { queueEmail } from "@/db/queries/email-messages";
import { findReplyTarget, insertLeadMessage } from "@/db/queries/lead-messages";
import { queueSms } from "@/db/queries/sms-messages";
import { parseAuMobile } from "@/domain/phone/au-mobile";
import { leadReplySchema } from "@/domain/conversations/conversation-schemas";
import { replyEmail, replySmsText } from "@/domain/conversations/reply-message";
import { enquiryStatusPath } from "@/domain/leads/enquiry-status";
import { leadFieldErrors } from "@/domain/leads/lead-form-schema";
import type { Site } from "@/domain/site/site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

export type SendReplyInput = { leadId: string; staffId: number; body: unknown; channel: unknown };
export type SendReplyOptions = { now: Date; /** Wakes the worker that drains the outboxes. */ onQueued?: () => void };
export type SendReplyResult = { kind: "sent"; messageId: string } | { kind: "invalid"; errors: Record<string, string> } | { kind: "not_found" };

const NO_ADDRESS = { sms: "This shopper gave no mobile number to text.", email: "This shopper gave no e-mail address." } as const;

/**
 * A salesperson's reply to a lead's shopper (issue 33 §Conversations): kept in the lead's thread and, in the same
 * transaction, queued in the text-message or e-mail outbox (decision 020's `sms_messages`, `email_messages`), which the
 * worker drains with the Twilio adapter or SMTP and retries; it carries the enquiry's status page, where the shopper
 * sees the thread and can answer. Bad input is named per field and nothing is written.
 */
export async function sendReply(db: Database, site: Site, input: SendReplyInput, options: SendReplyOptions): Promise<SendReplyResult> {
  const parsed = leadReplySchema.safeParse({ body: input.body, channel: input.channel });
  if (!parsed.success) return { kind: "invalid", errors: leadFieldErrors(parsed.error) };
  const { body, channel } = parsed.data;
  const target = await findReplyTarget(db, site, input.leadId);
  if (!target) return { kind: "not_found" };
  // Only a mobile can take a text; the same rule as sign-in codes.
  const recipient = channel === "sms" ? (target.phoneE164 && parseAuMobile(target.phoneE164)?.e164) : target.email;
  if (!recipient) return { kind: "invalid", errors: { channel: NO_ADDRESS[channel] } };
  const message = { dealershipName: target.dealershipName, body, statusUrl: target.statusToken ? `${siteBaseUrl(site)}${enquiryStatusPath(target.statusToken)}` : null };
  const messageId = await db.transaction(async (tx) => {
    const id = await insertLeadMessage(tx, site, { leadId: target.leadId, direction: "outbound", channel, body, authorStaffId: input.staffId, createdAt: options.now });
    if (channel === "sms") await queueSms(tx, site, { recipient, body: replySmsText(message), kind: "lead_reply", dedupeKey: `lead_reply:${id}` });
    else {
      const { subject, text } = replyEmail(message);
      await queueEmail(tx, site, { recipient, subject, body: text, kind: "lead_reply", dedupeKey: `lead_reply:${id}` });
    }
    return id!;
  });
  options.onQueued?.();
  return { kind: "sent", messageId };
}
