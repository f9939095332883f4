/** What a salesperson's reply becomes on its way to the shopper: a text, or an e-mail's subject and body. */
export type ReplyMessageInput = { dealershipName: string; body: string; /** The enquiry's status page, absolute; null on leads from before it existed. */ statusUrl: string | null };

/** The text message: who it is from, the reply, and where to see and answer the enquiry (replying to the text also works). */
export function replySmsText({ dealershipName, body, statusUrl }: ReplyMessageInput): string {
  return [`${dealershipName}: ${body}`, statusUrl ? `Reply to this text, or see and answer your enquiry: ${statusUrl}` : null].filter(Boolean).join("\n\n");
}

export function replyEmail({ dealershipName, body, statusUrl }: ReplyMessageInput): { subject: string; text: string } {
  const link = statusUrl ? `\n\nSee your enquiry and answer ${dealershipName} here: ${statusUrl}` : "";
  return { subject: `${dealershipName} answered your enquiry`, text: `${body}${link}\n\n${dealershipName}` };
}
