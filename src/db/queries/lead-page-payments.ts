import { and, desc, eq, or } from "drizzle-orm";
import type { Database } from "../client";
import { onlinePayments, reservations } from "../schema";

export type LeadReservation = { status: string; amount: number; paidAt: Date | null; heldUntil: Date | null; refundReason: string | null; paymentReference: string | null; forThisLead: boolean };
export type LeadOnlinePayment = { status: string; reference: string; amountCents: number; paidAt: Date | null; paymentReference: string | null };

/**
 * The money a lead's page shows: the deposits on its car (the lead's own, or another shopper's holding the car)
 * and the online payment the lead came from. Read after the lead was found in the staff member's scope.
 */
export async function listLeadPayments(db: Database, lead: { id: string; siteId: number; carId: number | null }): Promise<{ reservations: LeadReservation[]; onlinePayments: LeadOnlinePayment[] }> {
  const byCar = lead.carId === null ? eq(reservations.leadId, lead.id) : or(eq(reservations.leadId, lead.id), and(eq(reservations.carId, lead.carId), eq(reservations.status, "reserved")));
  const [deposits, payments] = await Promise.all([
    db
      .select({ status: reservations.status, amount: reservations.amount, paidAt: reservations.paidAt, heldUntil: reservations.heldUntil, refundReason: reservations.refundReason, paymentReference: reservations.paymentReference, leadId: reservations.leadId })
      .from(reservations)
      .where(and(eq(reservations.siteId, lead.siteId), byCar))
      .orderBy(desc(reservations.createdAt))
      .limit(10),
    db
      .select({ status: onlinePayments.status, reference: onlinePayments.reference, amountCents: onlinePayments.amountCents, paidAt: onlinePayments.paidAt, paymentReference: onlinePayments.paymentReference })
      .from(onlinePayments)
      .where(and(eq(onlinePayments.siteId, lead.siteId), eq(onlinePayments.leadId, lead.id)))
      .orderBy(desc(onlinePayments.createdAt))
      .limit(10),
  ]);
  return { reservations: deposits.map(({ leadId, ...d }) => ({ ...d, forThisLead: leadId === lead.id })), onlinePayments: payments };
}
