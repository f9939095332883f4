import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { LIST_UNSUBSCRIBE_POST } from "@/domain/email/one-click-unsubscribe";
import { leadEmailContent, leadFollowUpEmailContent, leadRepeatDigestEmailContent } from "@/domain/leads/lead-email";
import type { ClaimedDelivery } from "@/db/queries/lead-deliveries";

/**
 * A message of our own to a shopper (a deposit receipt, a watchlist alert); `id` is stable across retries, like a
 * delivery id. With `unsubscribeUrl` it offers one-click unsubscribe (RFC 8058): the address takes a POST of
 * `List-Unsubscribe=One-Click`.
 */
export type PlainMessage = { id: string; to: string; subject: string; text: string; unsubscribeUrl?: string };

export type EmailSender = { send(delivery: ClaimedDelivery): Promise<void>; sendMessage(message: PlainMessage): Promise<void>; close(): void };

type Mail = { from: string; to: string; subject: string; text: string; messageId: string; headers?: Record<string, string>; attachments?: { filename: string; content: string; contentType: string }[] };

const unsubscribeHeaders = (url: string) => ({ "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": LIST_UNSUBSCRIBE_POST });

const plainMail = (message: PlainMessage, from: string): Mail => ({
  from, to: message.to, subject: message.subject, text: message.text, messageId: `<${message.id}@mail.forecourt>`,
  headers: { "X-Forecourt-Message-Id": message.id, ...(message.unsubscribeUrl ? unsubscribeHeaders(message.unsubscribeUrl) : {}) },
});

/** The readable part of a delivery's message: a follow-up, the digest of a lead's repeats, or the lead. */
function content(delivery: ClaimedDelivery) {
  const { lead, followUp } = delivery;
  if (followUp) return leadFollowUpEmailContent(lead, followUp.details, lead.siteName, followUp.createdAt);
  return delivery.repeatDigest ? leadRepeatDigestEmailContent(lead, lead.siteName) : leadEmailContent(lead, lead.siteName);
}

/**
 * The message for one delivery; its Message-ID and header carry the stable delivery id receivers de-duplicate on.
 * A repeat digest carries no ADF, so a CRM reading ADF from e-mail makes no second prospect of it.
 */
function message(delivery: ClaimedDelivery, from: string): Mail {
  const { lead, followUp } = delivery;
  const { subject, text } = content(delivery);
  return {
    from,
    to: delivery.target,
    subject,
    text,
    messageId: `<${delivery.id}@leads.forecourt>`,
    headers: {
      "X-Forecourt-Delivery-Id": delivery.id, "X-Forecourt-Lead-Id": lead.id,
      ...(followUp ? { "X-Forecourt-Follow-Up-Id": followUp.id } : {}), ...(delivery.repeatDigest ? { "X-Forecourt-Repeat-Digest": String(lead.receivedCount) } : {}),
    },
    attachments: delivery.repeatDigest ? [] : [
      followUp
        ? { filename: `lead-${lead.id}-follow-up-${followUp.id}.adf.xml`, content: followUp.adf, contentType: "text/xml; charset=utf-8" }
        : { filename: `lead-${lead.id}.adf.xml`, content: lead.adf, contentType: "text/xml; charset=utf-8" },
    ],
  };
}

/** Over SMTP when a URL is set; otherwise each message is written to the outbox folder, named by delivery id. */
export function createEmailSender(options: { smtpUrl?: string; from: string; outboxDir: string }): EmailSender {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === "smtps:" ? 465 : 25)),
      secure: url.protocol === "smtps:",
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      pool: true,
      maxConnections: 2,
      connectionTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(delivery) {
        await transport.sendMail(message(delivery, options.from));
      },
      async sendMessage(plain) {
        await transport.sendMail(plainMail(plain, options.from));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  async function writeToOutbox(mail: Mail, id: string) {
    const info = await transport.sendMail(mail);
    await mkdir(options.outboxDir, { recursive: true });
    const file = path.join(options.outboxDir, `${id}.eml`);
    // Written whole then renamed: a redelivery overwrites the same file, a crash leaves no half message.
    await writeFile(`${file}.tmp`, info.message as Buffer);
    await rename(`${file}.tmp`, file);
  }
  return {
    send: (delivery) => writeToOutbox(message(delivery, options.from), delivery.id),
    sendMessage: (plain) => writeToOutbox(plainMail(plain, options.from), plain.id),
    close: () => transport.close(),
  };
}
