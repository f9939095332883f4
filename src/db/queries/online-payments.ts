import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { onlinePayments, sites } from "../schema";
import type { OnlinePaymentStatus } from "@/domain/online-payments/online-payment";
import type { Site } from "@/domain/site/site";

export type OnlinePayment = Omit<typeof onlinePayments.$inferSelect, "status"> & { status: OnlinePaymentStatus };

const asOnlinePayment = (row: typeof onlinePayments.$inferSelect): OnlinePayment => ({ ...row, status: row.status as OnlinePaymentStatus });

export async function insertOnlinePayment(db: Database, row: typeof onlinePayments.$inferInsert): Promise<OnlinePayment> {
  const [inserted] = await db.insert(onlinePayments).values(row).returning();
  return asOnlinePayment(inserted!);
}

export async function setOnlinePaymentSession(db: Database, id: string, sessionId: string): Promise<void> {
  await db.update(onlinePayments).set({ providerSessionId: sessionId }).where(eq(onlinePayments.id, id));
}

export async function setOnlinePaymentLead(db: Database, id: string, leadId: string): Promise<void> {
  await db.update(onlinePayments).set({ leadId }).where(eq(onlinePayments.id, id));
}

/** By id on its own site: the provider's webhook arrives on the site's host and names the payment. */
export async function findSiteOnlinePayment(db: Database, site: Site, id: string): Promise<OnlinePayment | null> {
  const [row] = await db.select().from(onlinePayments).where(and(eq(onlinePayments.siteId, site.id), eq(onlinePayments.id, id))).limit(1);
  return row ? asOnlinePayment(row) : null;
}

/** The receipt page's payment: by its token, on its own site only. */
export async function findSiteOnlinePaymentByToken(db: Database, site: Site, token: string): Promise<(OnlinePayment & { siteName: string }) | null> {
  const [row] = await db
    .select({ payment: onlinePayments, siteName: sites.name })
    .from(onlinePayments)
    .innerJoin(sites, eq(sites.id, onlinePayments.siteId))
    .where(and(eq(onlinePayments.siteId, site.id), eq(onlinePayments.receiptToken, token)))
    .limit(1);
  return row ? { ...asOnlinePayment(row.payment), siteName: row.siteName } : null;
}

/**
 * Records the payment once: only a pending payment becomes paid (a conditional update, so a webhook and the
 * receipt page arriving together cannot both win). Null when it was already paid or is not this session's.
 */
export async function markOnlinePaymentPaid(db: Database, id: string, sessionId: string, paymentReference: string, now: Date): Promise<OnlinePayment | null> {
  const [paid] = await db
    .update(onlinePayments)
    .set({ status: "paid", paymentReference, paidAt: now })
    .where(and(eq(onlinePayments.id, id), eq(onlinePayments.providerSessionId, sessionId), eq(onlinePayments.status, "pending")))
    .returning();
  return paid ? asOnlinePayment(paid) : null;
}
