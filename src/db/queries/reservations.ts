import { and, asc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { cars, reservationJobs, reservations, sites } from "../schema";
import type { CarStatus } from "@/domain/car/car";
import { HOLD_MS, lapseOutcome, paidOutcome, type RefundReason, type ReservationStatus } from "@/domain/reservations/reservation-rules";
import type { Site } from "@/domain/site/site";
import { carOwnershipScope } from "./car-scope";

export type ReservableCar = {
  id: number; dealershipId: number; slug: string; name: string; stocknum: string; price: number; status: CarStatus; checkoutEnabled: boolean;
  reserved: boolean; paymentProcessors: unknown; reserveDeposit: number | null;
};

export async function findReservableCar(db: Database, site: Site, match: { id: number } | { slug: string }): Promise<ReservableCar | null> {
  const where: SQL = "id" in match ? eq(cars.id, match.id) : eq(cars.slug, match.slug);
  const [row] = await db
    .select({
      id: cars.id, dealershipId: cars.dealershipId, slug: cars.slug, name: cars.name, stocknum: cars.stocknum, price: cars.price, status: cars.status,
      checkoutEnabled: cars.checkoutEnabled, reserved: cars.reserved, paymentProcessors: cars.paymentProcessors, reserveDeposit: cars.reserveDeposit,
    })
    .from(cars)
    .where(and(carOwnershipScope(site), where))
    .limit(1);
  return row ? { ...row, status: row.status as CarStatus } : null;
}

export type Reservation = {
  id: string; siteId: number; dealershipId: number; carId: number; status: ReservationStatus; amount: number; provider: string;
  providerSessionId: string | null; paymentReference: string | null; receiptToken: string; receiptUrl: string; name: string; lastName: string; email: string;
  phone: string; postcode: string; leadId: string | null; paidAt: Date | null; heldUntil: Date | null; refundReason: RefundReason | null;
  refundId: string | null; refundedAt: Date | null; createdAt: Date;
};

const asReservation = (row: typeof reservations.$inferSelect): Reservation => ({
  ...row, status: row.status as ReservationStatus, refundReason: row.refundReason as RefundReason | null,
});

export async function insertReservation(db: Database, row: typeof reservations.$inferInsert): Promise<Reservation> {
  const [inserted] = await db.insert(reservations).values(row).returning();
  return asReservation(inserted!);
}

export async function setReservationSession(db: Database, id: string, sessionId: string): Promise<void> {
  await db.update(reservations).set({ providerSessionId: sessionId }).where(eq(reservations.id, id));
}

export async function setReservationLead(db: Database, id: string, leadId: string): Promise<void> {
  await db.update(reservations).set({ leadId }).where(eq(reservations.id, id));
}

/** By id, for the provider's webhook (which names no site; the reservation carries its own). */
export async function findReservation(db: Database, id: string): Promise<Reservation | null> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row ? asReservation(row) : null;
}

/** The receipt page's reservation: by its token, on its own site only. */
export async function findSiteReservationByToken(db: Database, site: Site, token: string): Promise<Reservation | null> {
  const [row] = await db.select().from(reservations).where(and(eq(reservations.siteId, site.id), eq(reservations.receiptToken, token))).limit(1);
  return row ? asReservation(row) : null;
}

export type PaymentRecorded = { kind: "held" | "refund_due" | "already"; reservation: Reservation };

const job = (reservationId: string, kind: "lapse" | "refund" | "receipt_email", runAt: Date) => ({ reservationId, kind, runAt });

/**
 * Records a paid deposit once (a repeated webhook finds it no longer pending). The car's row is locked first, so
 * two payments for one car are decided one after the other: the first holds the car for 48 hours (cars.reserved,
 * which moves the stock version and so search), a later one, or one for a car sold meanwhile, is due a refund
 * at once. The receipt e-mail, the lapse and any refund are queued in the same transaction.
 */
export async function recordPayment(db: Database, reservationId: string, paymentReference: string, now: Date): Promise<PaymentRecorded | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(reservations).where(eq(reservations.id, reservationId)).for("update").limit(1);
    if (!current) return null;
    if (current.status !== "pending") return { kind: "already" as const, reservation: asReservation(current) };
    const [car] = await tx.select({ status: cars.status, reserved: cars.reserved }).from(cars).where(eq(cars.id, current.carId)).for("update").limit(1);
    const outcome = paidOutcome({ status: (car?.status ?? "sold") as CarStatus, reserved: car?.reserved ?? false });
    if (outcome.kind === "hold") {
      const heldUntil = new Date(now.getTime() + HOLD_MS);
      const [held] = await tx.update(reservations).set({ status: "reserved", paymentReference, paidAt: now, heldUntil }).where(eq(reservations.id, reservationId)).returning();
      await tx.update(cars).set({ reserved: true }).where(eq(cars.id, current.carId));
      await tx.insert(reservationJobs).values([job(reservationId, "receipt_email", now), job(reservationId, "lapse", heldUntil)]).onConflictDoNothing();
      return { kind: "held" as const, reservation: asReservation(held!) };
    }
    const [due] = await tx.update(reservations).set({ status: "refund_due", paymentReference, paidAt: now, refundReason: outcome.reason }).where(eq(reservations.id, reservationId)).returning();
    await tx.insert(reservationJobs).values([job(reservationId, "refund", now), job(reservationId, "receipt_email", now)]).onConflictDoNothing();
    return { kind: "refund_due" as const, reservation: asReservation(due!) };
  });
}

/** The end of a hold: a sale meanwhile converts it; otherwise it lapses, the car is released and a refund queued. Once only. */
export async function endHold(db: Database, reservationId: string, now: Date): Promise<"converted" | "lapsed" | "not-held"> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(reservations).where(eq(reservations.id, reservationId)).for("update").limit(1);
    if (!current || current.status !== "reserved") return "not-held";
    const [car] = await tx.select({ status: cars.status }).from(cars).where(eq(cars.id, current.carId)).for("update").limit(1);
    const outcome = lapseOutcome((car?.status ?? "sold") as CarStatus);
    if (outcome === "converted") {
      await tx.update(reservations).set({ status: "converted" }).where(eq(reservations.id, reservationId));
      return outcome;
    }
    await tx.update(reservations).set({ status: "lapsed", refundReason: "lapsed" }).where(eq(reservations.id, reservationId));
    await tx.update(cars).set({ reserved: false }).where(eq(cars.id, current.carId));
    await tx.insert(reservationJobs).values(job(reservationId, "refund", now)).onConflictDoNothing();
    return outcome;
  });
}

export async function markRefunded(db: Database, reservationId: string, refundId: string, now: Date): Promise<void> {
  await db.update(reservations).set({ status: "refunded", refundId, refundedAt: now }).where(and(eq(reservations.id, reservationId), inArray(reservations.status, ["lapsed", "refund_due"])));
}

export type ClaimedJob = { id: string; reservationId: string; kind: "lapse" | "refund" | "receipt_email"; attempts: number; createdAt: Date };

/** Claims due jobs (FOR UPDATE SKIP LOCKED, a lease ahead), as the lead outbox does; `now` is the caller's clock. */
export async function claimDueReservationJobs(db: Database, now: Date, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  const due = db
    .select({ id: reservationJobs.id })
    .from(reservationJobs)
    .where(and(eq(reservationJobs.status, "pending"), lte(reservationJobs.runAt, now)))
    .orderBy(asc(reservationJobs.runAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(reservationJobs)
    .set({ attempts: sql`${reservationJobs.attempts} + 1`, runAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(reservationJobs.id, due))
    .returning({ id: reservationJobs.id, reservationId: reservationJobs.reservationId, kind: reservationJobs.kind, attempts: reservationJobs.attempts, createdAt: reservationJobs.createdAt });
  return claimed.map((row) => ({ ...row, kind: row.kind as ClaimedJob["kind"] }));
}

export async function markJobDone(db: Database, id: string, now: Date): Promise<void> {
  await db.update(reservationJobs).set({ status: "done", doneAt: now, lastError: null }).where(eq(reservationJobs.id, id));
}

export async function markJobFailed(db: Database, id: string, error: string, retryAt: Date | null): Promise<void> {
  const lastError = error.slice(0, 1000);
  await db.update(reservationJobs).set(retryAt ? { runAt: retryAt, lastError } : { status: "failed", lastError }).where(eq(reservationJobs.id, id));
}

/** A reservation with its car's name and its site's name, for the receipt e-mail and page. */
export async function findReservationWithCar(db: Database, id: string): Promise<(Reservation & { carName: string; carSlug: string; stocknum: string; siteName: string }) | null> {
  const [row] = await db
    .select({ reservation: reservations, carName: cars.name, carSlug: cars.slug, stocknum: cars.stocknum, siteName: sites.name })
    .from(reservations)
    .innerJoin(cars, eq(cars.id, reservations.carId))
    .innerJoin(sites, eq(sites.id, reservations.siteId))
    .where(eq(reservations.id, id))
    .limit(1);
  return row ? { ...asReservation(row.reservation), carName: row.carName, carSlug: row.carSlug, stocknum: row.stocknum, siteName: row.siteName } : null;
}
