import Link from "next/link";
import { formatDollars } from "@/domain/pricing/format-dollars";
import { REFUND_REASONS } from "@/domain/reservations/reservation-rules";
import type { ReservationReceipt as Receipt } from "@/domain/reservations/reservation-receipt";
import { vehiclePath } from "@/domain/vehicle/vehicle-path";
import { utcTime } from "@/domain/receipts/receipt-time";
import { ReceiptDetails } from "@/components/ui/receipt-details";

function headline(receipt: Receipt): string {
  switch (receipt.status) {
    case "pending":
      return "We are confirming your payment";
    case "reserved":
      return "The car is reserved for you";
    case "converted":
      return "Your deposit went towards the car";
    default:
      return "Your deposit is being refunded";
  }
}

/** The shopper's receipt (issue 18): what was paid, the payment reference, how long the car is held, or the refund. */
export function ReservationReceipt({ receipt, siteName }: { receipt: Receipt; siteName: string }) {
  const refunded = receipt.status === "refunded";
  const rows: [string, string][] = [
    ["Car", `${receipt.carName} (stock ${receipt.stocknum})`],
    ["Deposit", formatDollars(receipt.amount)],
    ...(receipt.paymentReference ? [["Payment reference", receipt.paymentReference] as [string, string]] : []),
    ...(receipt.paidAt ? [["Paid", utcTime(receipt.paidAt)] as [string, string]] : []),
    ...(receipt.status === "reserved" && receipt.heldUntil ? [["Held until", utcTime(receipt.heldUntil)] as [string, string]] : []),
    ...(refunded && receipt.refundedAt ? [["Refunded", utcTime(receipt.refundedAt)] as [string, string]] : []),
  ];
  return (
    <div className="grid gap-6">
      <div role="status" className="rounded-card border border-line bg-white p-5 text-ink sm:p-6">
        <h2 className="text-2xl">{refunded ? "Your deposit has been refunded" : headline(receipt)}</h2>
        <p className="mt-2 text-ink-muted">
          {receipt.status === "pending"
            ? "Your payment has not been confirmed yet. This page updates when you reload it; you will also get an e-mail."
            : receipt.status === "reserved"
              ? `Thank you, ${receipt.shopperName}. ${siteName} holds the car for you for 48 hours and will contact you to arrange the sale. If there is no sale by then, the deposit is refunded to your card automatically.`
              : receipt.refundReason
                ? REFUND_REASONS[receipt.refundReason]
                : `Thank you, ${receipt.shopperName}.`}
        </p>
      </div>
      <ReceiptDetails rows={rows}>
        <p className="mt-4 text-sm">
          <Link href={vehiclePath(receipt.carSlug)} prefetch={false} className="text-link">
            Back to the car
          </Link>
        </p>
      </ReceiptDetails>
    </div>
  );
}
