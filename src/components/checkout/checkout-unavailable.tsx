import Link from "next/link";
import type { ReservationRefusal } from "@/domain/reservations/reservation-rules";
import { RESERVATION_REFUSALS as REASONS } from "@/domain/reservations/reservation-refusals";
import { vehiclePath } from "@/domain/vehicle/vehicle-path";

/** A car that cannot be reserved or bought online: why, and the way back to it. */
export function CheckoutUnavailable({ reason, carName, carSlug }: { reason: ReservationRefusal; carName: string; carSlug: string }) {
  return (
    <div role="status" className="rounded-card border border-line bg-white p-5 text-ink">
      <p className="font-semibold">{REASONS[reason]}</p>
      <p className="mt-3">
        <Link href={vehiclePath(carSlug)} prefetch={false} className="text-link">
          Back to the {carName}
        </Link>
      </p>
    </div>
  );
}
