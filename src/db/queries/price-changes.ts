import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { handSetPrices, priceChanges, staffUsers } from "../schema";
import type { HandSetPrice } from "@/domain/stock/hand-set-price";

/**
 * The transaction-local settings the price-change trigger reads (migration 0027, decision 046), as the select-list
 * items of a `SELECT`: who or what changes prices in this transaction. Local, so they end with it.
 */
export function priceChangeSettings(source: string, staffId: number | null): SQL {
  return sql`set_config('forecourt.price_change_source', ${source}, true), set_config('forecourt.price_change_staff', ${staffId === null ? "" : String(staffId)}, true)`;
}

export type PriceChange = { oldPrice: number; newPrice: number; changedAt: Date; source: string; staffName: string | null };

/** A car's price changes, oldest first. */
export async function listPriceChanges(db: Database, carId: number): Promise<PriceChange[]> {
  return db
    .select({ oldPrice: priceChanges.oldPrice, newPrice: priceChanges.newPrice, changedAt: priceChanges.changedAt, source: priceChanges.source, staffName: staffUsers.name })
    .from(priceChanges)
    .leftJoin(staffUsers, eq(staffUsers.id, priceChanges.staffId))
    .where(eq(priceChanges.carId, carId))
    .orderBy(priceChanges.changedAt, priceChanges.id);
}

export type StoredHandSetPrice = HandSetPrice & { staffName: string | null };

export async function loadHandSetPrice(db: Database, carId: number): Promise<StoredHandSetPrice | null> {
  const [row] = await db
    .select({ price: handSetPrices.price, feedPrice: handSetPrices.feedPrice, setAt: handSetPrices.setAt, staffId: handSetPrices.staffId, staffName: staffUsers.name })
    .from(handSetPrices)
    .leftJoin(staffUsers, eq(staffUsers.id, handSetPrices.staffId))
    .where(eq(handSetPrices.carId, carId));
  return row ?? null;
}

/** Stores the hand price a car now has, or ends it (null). */
export async function saveHandSetPrice(db: Database, carId: number, hold: HandSetPrice | null): Promise<void> {
  if (!hold) {
    await db.delete(handSetPrices).where(eq(handSetPrices.carId, carId));
    return;
  }
  const row = { price: hold.price, feedPrice: hold.feedPrice, setAt: hold.setAt, staffId: hold.staffId };
  await db.insert(handSetPrices).values({ carId, ...row }).onConflictDoUpdate({ target: handSetPrices.carId, set: row });
}
