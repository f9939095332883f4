import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { dealerships } from "../schema";

/** The trade-in margins of the given dealerships, by id. */
export async function listTradeInMargins(db: Database, dealershipIds: readonly number[]): Promise<Map<number, number>> {
  if (dealershipIds.length === 0) return new Map();
  const rows = await db.select({ id: dealerships.id, margin: dealerships.tradeInMarginPercent }).from(dealerships).where(inArray(dealerships.id, [...dealershipIds]));
  return new Map(rows.map((row) => [row.id, row.margin]));
}

/** Sets a dealership's margin only while it still is `from`: false when someone changed it first. */
export async function replaceTradeInMargin(db: Database, dealershipId: number, from: number, to: number): Promise<boolean> {
  const changed = await db.update(dealerships).set({ tradeInMarginPercent: to }).where(and(eq(dealerships.id, dealershipId), eq(dealerships.tradeInMarginPercent, from))).returning({ id: dealerships.id });
  return changed.length === 1;
}
