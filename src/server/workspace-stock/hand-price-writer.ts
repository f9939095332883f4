import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { loadHandSetPrice, priceChangeSettings, saveHandSetPrice } from "@/db/queries/price-changes";
import { appendAuditEntry, type AuditContext } from "@/db/queries/staff-audit-log";
import { updatePriceIfUnchanged } from "@/db/queries/workspace-stock";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { scopeDealershipIds } from "@/domain/staff/staff-scope";
import { WORKSPACE_SOURCE } from "@/domain/stock/feed-source-name";
import { holdAfterHandEdit } from "@/domain/stock/hand-set-price";
import type { PriceAuditRecord } from "@/domain/stock/price-audit";

/** A transaction whose price changes the record (migration 0027's trigger) files as the staff member's, from the workspace. */
export async function inStaffPriceTransaction<T>(db: Database, staff: ScopedStaffMember, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT ${priceChangeSettings(WORKSPACE_SOURCE, staff.id)}`);
    return work(tx);
  });
}

export type HandPriceChange = { carId: number; loadedPrice: number; price: number };

/**
 * Inside `inStaffPriceTransaction`, sets a car of the staff member's dealerships to `price` if it still has
 * `loadedPrice` (decision 046): the hand price later imports respect, and the owners' audit entry filed under the
 * car's dealership. Null, with nothing written, when the car has another price now or is out of reach.
 */
export async function setHandPrice(tx: Database, staff: ScopedStaffMember, change: HandPriceChange, context: AuditContext): Promise<{ stocknum: string } | null> {
  const { carId, loadedPrice, price } = change;
  const car = await updatePriceIfUnchanged(tx, scopeDealershipIds(staff.scope), { carId, loadedPrice, price, at: context.now });
  if (!car) return null;
  await saveHandSetPrice(tx, carId, holdAfterHandEdit(await loadHandSetPrice(tx, carId), loadedPrice, price, context.now, staff.id));
  const { action, ...detail }: PriceAuditRecord = { action: "change_car_price", carId, stocknum: car.stocknum, from: loadedPrice, to: price };
  await appendAuditEntry(tx, {
    home: { dealershipId: car.dealershipId, dealerGroupId: null }, actorId: staff.id, action, detail, clientIp: context.clientIp, at: context.now,
  });
  return { stocknum: car.stocknum };
}
