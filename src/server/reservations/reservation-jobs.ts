import type { Database } from "@/db/client";
import { claimDueReservationJobs, endHold, findReservationWithCar, markJobDone, markJobFailed, markRefunded, type ClaimedJob } from "@/db/queries/reservations";
import { reservationReceiptEmail } from "@/domain/reservations/reservation-messages";
import { REFUND_REASONS } from "@/domain/reservations/reservation-rules";
import type { EmailSender } from "@/server/email/email-sender";
import { drainQueue } from "@/server/jobs/drain-queue";
import type { QueueKind } from "@/server/jobs/job-kind";
import type { PaymentProvider } from "@/server/payment-provider/payment-provider";

export type ReservationJobDeps = {
  provider: PaymentProvider | null;
  sender: Pick<EmailSender, "sendMessage">;
  /** The clock: tests move it past the 48-hour hold. */
  now: Date;
  leaseMs: number;
  retryBaseMs: number;
  log?: Pick<Console, "error">;
};

async function runJob(db: Database, job: ClaimedJob, deps: Pick<ReservationJobDeps, "provider" | "sender" | "now">): Promise<void> {
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

type ReservationJob = ClaimedJob & { queuedAt: Date };

/**
 * The reservation jobs (issue 18: lapses, refunds through the provider, receipt e-mails) as a job kind, claimed like
 * a lead delivery (decision 005) and retried with the same backoff on failure. `now` comes from the runner's clock.
 */
export function reservationJobs(provider: PaymentProvider | null, sender: Pick<EmailSender, "sendMessage">): QueueKind<ReservationJob, void> {
  return {
    type: "queue",
    name: "reservation",
    batch: 10,
    claim: async (db, now, limit, leaseMs) => (await claimDueReservationJobs(db, now, limit, leaseMs)).map((job) => ({ ...job, queuedAt: job.createdAt })),
    run: (db, job, now) => runJob(db, job, { provider, sender, now }),
    done: (db, job, now) => markJobDone(db, job.id, now),
    failed: (db, job, reason, retryAt) => markJobFailed(db, job.id, reason, retryAt),
    describe: (job) => `Reservation job ${job.id} (${job.kind})`,
  };
}

/** The reservation jobs due by `deps.now` (tests move the clock past the 48-hour hold); resolves to how many were claimed. */
export function runDueReservationJobs(db: Database, deps: ReservationJobDeps): Promise<number> {
  return drainQueue(reservationJobs(deps.provider, deps.sender), db, deps.now, deps, deps.log ?? console);
}
