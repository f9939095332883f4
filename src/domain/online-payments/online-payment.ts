import { z } from "zod";
import * as f from "@/domain/leads/lead-fields";
import { LEAD_MESSAGES as M } from "@/domain/leads/lead-messages";
import { AMOUNT_MESSAGES, formatAudCents, readAudAmount } from "./aud-amount";

/** The lead category the dealer's CRM files a paid online payment under. */
export const ONLINE_PAYMENT_CATEGORY = "Online Payment";

export type OnlinePaymentStatus = "pending" | "paid";

/** What the receipt page shows: plain facts. */
export type OnlinePaymentReceipt = {
  status: OnlinePaymentStatus; amountCents: number; reference: string; note: string | null; paymentReference: string | null; paidAt: Date | null;
  payee: string; shopperName: string;
};

/**
 * Whether a site offers the page: `off` (not in its configuration: 404, and no menu links to it), `unavailable`
 * (configured, but the site takes no card payments: the page says how to pay instead), or `open`.
 */
export type OnlinePaymentAvailability = "off" | "unavailable" | "open";

export function onlinePaymentAvailability(enabled: boolean, hasPaymentProvider: boolean): OnlinePaymentAvailability {
  if (!enabled) return "off";
  return hasPaymentProvider ? "open" : "unavailable";
}

export const ONLINE_PAYMENT_MESSAGES = {
  reference: "Enter the invoice or reference number from your invoice or quote.",
  referenceFormat: "Use letters, numbers, spaces, / and - only, up to 40 characters.",
  unavailable: "Online payment is not available on this site.",
} as const;

const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 /-]{0,39}$/;

/** The dealerships a payment may go to: the select is required when the site has more than one. */
export type OnlinePaymentContext = { dealershipSlugs: readonly string[] };

/**
 * The shopper's payment: what it is for (the reference on their invoice), how much, an optional note, and who is
 * paying (the lead form's own field rules, so the dealer receives the usual contact details). The phone is the
 * signed-in shopper's, never a field.
 */
export function onlinePaymentSchema(context: OnlinePaymentContext) {
  return z
    .object({
      reference: f.requiredText(40, ONLINE_PAYMENT_MESSAGES.reference).pipe(z.string().regex(REFERENCE, { error: ONLINE_PAYMENT_MESSAGES.referenceFormat })),
      amount: z.string({ error: AMOUNT_MESSAGES.invalid }).transform((typed, ctx) => {
        const reading = readAudAmount(typed);
        if (reading.ok) return reading.cents;
        ctx.addIssue({ code: "custom", message: reading.message });
        return z.NEVER;
      }),
      note: f.optionalText(500),
      name: f.requiredText(100, M.name),
      last_name: f.requiredText(100, M.lastName),
      email: f.emailSchema,
      postcode: f.postcodeSchema,
      dealership_slug: f.optionalText(100),
    })
    // Runs even when other fields failed (as the lead form's rules do), so the form lists every error at once.
    .superRefine(
      (v, ctx) => {
        const chosen = typeof v.dealership_slug === "string" && v.dealership_slug !== "" ? v.dealership_slug : undefined;
        if (chosen !== undefined ? !context.dealershipSlugs.includes(chosen) : context.dealershipSlugs.length > 1) {
          ctx.addIssue({ code: "custom", path: ["dealership_slug"], message: M.dealership });
        }
      },
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    )
    .transform(({ amount, dealership_slug, ...rest }) => ({
      ...rest,
      amountCents: amount,
      dealershipSlug: dealership_slug ?? (context.dealershipSlugs.length === 1 ? context.dealershipSlugs[0] : undefined),
    }));
}

/** What the dealer reads in the lead once the payment is in. */
export function onlinePaymentLeadMessage(p: { id: string; amountCents: number; reference: string; note: string | null; paymentReference: string | null }): string {
  const note = p.note ? `\n\nNote from the customer: ${p.note}` : "";
  return `Online payment of ${formatAudCents(p.amountCents)} AUD received for reference ${p.reference}. Payment reference ${p.paymentReference}. Online payment ${p.id}.${note}`;
}

/** The line on the provider's checkout page and card statement. */
export function onlinePaymentDescription(siteName: string, reference: string): string {
  return `Payment to ${siteName}, reference ${reference}`;
}
