import { utcTime } from "@/domain/receipts/receipt-time";
import { formatAudCents } from "@/domain/online-payments/aud-amount";
import type { OnlinePaymentReceipt as Receipt } from "@/domain/online-payments/online-payment";
import { ReceiptDetails } from "@/components/ui/receipt-details";

/** The shopper's receipt (decision 025): what was paid, to whom, for which invoice, and the provider's reference. */
export function OnlinePaymentReceipt({ receipt }: { receipt: Receipt }) {
  const paid = receipt.status === "paid";
  const rows: [string, string][] = [
    ["Paid to", receipt.payee],
    ["Invoice or reference", receipt.reference],
    ["Amount", `${formatAudCents(receipt.amountCents)} AUD`],
    ...(receipt.note ? [["Your note", receipt.note] as [string, string]] : []),
    ...(receipt.paymentReference ? [["Payment reference", receipt.paymentReference] as [string, string]] : []),
    ...(receipt.paidAt ? [["Paid", utcTime(receipt.paidAt.toISOString())] as [string, string]] : []),
  ];
  return (
    <div className="grid gap-6">
      <div role="status" className="rounded-card border border-line bg-white p-5 text-ink sm:p-6">
        <h2 className="text-2xl">{paid ? "Payment received" : "We are confirming your payment"}</h2>
        <p className="mt-2 text-ink-muted">
          {paid
            ? `Thank you, ${receipt.shopperName}. ${receipt.payee} has been told of your payment and will match it to your invoice. Keep this page as your receipt.`
            : "Your payment has not been confirmed yet. This page updates when you reload it."}
        </p>
      </div>
      <ReceiptDetails rows={rows} />
    </div>
  );
}
