import Link from "next/link";
import type { CheckoutRefusal } from "@/domain/checkout/checkout-offer";

const REASONS: Record<CheckoutRefusal, string> = {
  "not-in-stock": "This car is no longer available to reserve or buy online.",
  "checkout-disabled": "This car cannot be reserved or bought online. Please enquire and the dealer will help you.",
};

/** A car that cannot be reserved or bought online: why, and the way back to it. */
export function CheckoutUnavailable({ reason, carName, carSlug }: { reason: CheckoutRefusal; carName: string; carSlug: string }) {
  return (
    <div role="status" className="rounded-card border border-line bg-white p-5 text-ink">
      <p className="font-semibold">{REASONS[reason]}</p>
      <p className="mt-3">
        <Link href={`/cars/${carSlug}`} prefetch={false} className="text-link">
          Back to the {carName}
        </Link>
      </p>
    </div>
  );
}
