/** Who wrote a message: the dealer (a salesperson's reply) or the shopper. */
export type MessageDirection = "outbound" | "inbound";
/** How it travelled: a text, an e-mail, or the enquiry's status page. */
export type MessageChannel = "sms" | "email" | "status_page";

/** One message of a lead's thread, as stored. */
export type LeadMessage = { id: string; direction: MessageDirection; channel: MessageChannel; body: string; createdAt: Date };

/** The lead a reply goes to and what a quick reply's placeholders read: the thread's lead is a repeat's first lead (issue 30). */
export type ReplyTarget = {
  leadId: string;
  dealershipId: number;
  dealershipName: string;
  email: string | null;
  phoneE164: string | null;
  statusToken: string | null;
  /** The car as the shopper asked about it, and its price now (null once the car has left the stock list). */
  car: { name: string; price: { price: number; beforePrice: number | null; subscriptionPrice: number | null; preorder: boolean } | null } | null;
};
