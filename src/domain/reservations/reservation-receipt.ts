import type { RefundReason, ReservationStatus } from "./reservation-rules";

/** What the receipt page shows: plain facts, no record. */
export type ReservationReceipt = {
  status: ReservationStatus; amount: number; carName: string; carSlug: string; stocknum: string; paymentReference: string | null;
  paidAt: string | null; heldUntil: string | null; refundReason: RefundReason | null; refundedAt: string | null; shopperName: string;
};
