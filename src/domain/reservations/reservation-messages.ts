import { formatDollars } from "@/domain/pricing/format-dollars";

export type ReservationSummary = { id: string; amount: number; paymentReference: string | null; heldUntil: Date | null; carName: string; stocknum: string };

const when = (date: Date) => date.toISOString().replace("T", " ").replace(/\.\d{3}Z$/, " UTC");

/** The dealer's lead message for a paid deposit: what was paid, the payment reference, how long the car is held. */
export function reservationLeadMessage(r: ReservationSummary): string {
  return `Reservation deposit of ${formatDollars(r.amount)} paid online for ${r.carName} (stock ${r.stocknum}). Payment reference ${r.paymentReference}. The car is held until ${r.heldUntil ? when(r.heldUntil) : "-"} (48 hours); the deposit is refunded automatically if there is no sale by then. Reservation ${r.id}.`;
}

/** The shopper's receipt e-mail. */
export function reservationReceiptEmail(r: ReservationSummary & { siteName: string; receiptUrl: string; held: boolean; refundNote: string | null }) {
  const subject = r.held ? `Your ${formatDollars(r.amount)} deposit: ${r.carName} is reserved for you` : `Your ${formatDollars(r.amount)} deposit for the ${r.carName} will be refunded`;
  const lines = [
    `Thank you for your payment of ${formatDollars(r.amount)} to ${r.siteName}.`,
    r.held ? `The ${r.carName} (stock ${r.stocknum}) is held for you until ${r.heldUntil ? when(r.heldUntil) : "-"}. The deposit is fully refundable; if there is no sale by then it is refunded automatically.` : (r.refundNote ?? ""),
    `Payment reference: ${r.paymentReference}`,
    `Your receipt: ${r.receiptUrl}`,
  ];
  return { subject, text: lines.filter(Boolean).join("\n\n") };
}
