import type { Database } from "@/db/client";
import { claimDueReservationJobs, endHold, findReservationWithCar, markJobDone, markJobFailed, markRefunded, type ClaimedJob } from "@/db/queries/reservations";
import { DEFAULT_RETRY_POLICY, nextRetryAt } from "@/domain/leads/delivery-schedule";
import { reservationReceiptEmail } from "@/domain/reservations/reservation-messages";
import { REFUND_REASONS } from "@/domain/reservations/reservation-rules";
import type { EmailSender } from "@/server/leads/email-sender";
import type { PaymentProvider } from "@/server/payments/payment-provider";

export type ReservationJobDeps = {
  provider: PaymentProvider | null;
  sender: Pick<EmailSender, "sendMessage">;
  /** The clock: tests move it past the 48-hour hold. */
  now: Date;
  leaseMs: number;
  retryBaseMs: number;
  log?: Pick<Console, "error">;
};

const BATCH = 10;

async function runJob(db: Database, job: ClaimedJob, deps: ReservationJobDeps): Promise<void> {
  if (job.kind === "lapse") {
    await endHold(db, job.reservationId, deps.now);
    return;
  }
  const reservation = await findReservationWithCar(db, job.reservationId);
  if (!reservation) return;
  if (job.kind === "refund") {
    if (reservation.status !== "lapsed" && reservation.status !== "refund_due") return;
    if (!deps.provider || !reservation.paymentReference) throw new Error("No payment provider is configured to refund this deposit");
    // The key makes a retry after a lost answer refund once.
    const { refundId } = await deps.provider.refund(reservation.paymentReference, `refund-${reservation.id}`);
    await markRefunded(db, reservation.id, refundId, deps.now);
    return;
  }
  const refundNote = reservation.refundReason && reservation.refundReason !== "lapsed" ? REFUND_REASONS[reservation.refundReason] : null;
  const { subject, text } = reservationReceiptEmail({ ...reservation, held: refundNote === null, refundNote });
  await deps.sender.sendMessage({ id: `receipt-${reservation.id}`, to: reservation.email, subject, text });
}

/**
 * Runs the reservation jobs that are due by `deps.now` (issue 18): lapses, refunds through the provider, receipt
 * e-mails. Each is claimed like a lead delivery (decision 005) and retried with the same backoff on failure.
 */
export async function runDueReservationJobs(db: Database, deps: ReservationJobDeps): Promise<number> {
  const jobs = await claimDueReservationJobs(db, deps.now, BATCH, deps.leaseMs);
  const policy = { ...DEFAULT_RETRY_POLICY, baseMs: deps.retryBaseMs };
  for (const job of jobs) {
    try {
      await runJob(db, job, deps);
      await markJobDone(db, job.id, deps.now);
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      const retryAt = nextRetryAt(policy, job.attempts, job.createdAt, deps.now, Math.random());
      if (!retryAt) (deps.log ?? console).error(`Reservation job ${job.id} (${job.kind}) gave up: ${reason}`);
      await markJobFailed(db, job.id, reason, retryAt);
    }
  }
  return jobs.length;
}

/** One of the delivery worker's `moreJobs`: reservation jobs due now, with the configured provider. */
export function reservationJobRunner(provider: PaymentProvider | null, settings: { leaseMs: number; retryBaseMs: number }) {
  return (db: Database, sender: Pick<EmailSender, "sendMessage">) => runDueReservationJobs(db, { provider, sender, now: new Date(), ...settings });
}
