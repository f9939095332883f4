import type { Database } from "@/db/client";
import type { AuditContext } from "@/db/queries/staff-audit-log";
import { loadStockCar } from "@/db/queries/workspace-stock";
import { fieldErrors } from "@/domain/staff/staff-forms";
import { hasPermission } from "@/domain/staff/role-permissions";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { scopeDealershipIds } from "@/domain/staff/staff-scope";
import { PRICE_EDIT_MESSAGES, priceEditSchema } from "@/domain/stock/price-edit-form";
import { inStaffPriceTransaction, setHandPrice } from "./hand-price-writer";

export type ChangePriceOutcome =
  | { kind: "changed"; carId: number }
  | { kind: "invalid"; errors: Record<string, string> }
  /** The car's price is no longer the one the form was loaded with: nothing changed. */
  | { kind: "stale"; carId: number; price: number }
  | { kind: "forbidden" }
  | { kind: "not_found" };

/**
 * A staff member sets a car's price (issue 34, decision 046): checked field by field; written only if the car still
 * has the price the form was loaded with; in one transaction with its price-change record (the trigger's, naming the
 * staff member), the hand price that later imports respect, and the owners' audit entry filed under the car's dealership.
 */
export async function changeCarPrice(db: Database, staff: ScopedStaffMember, input: unknown, context: AuditContext): Promise<ChangePriceOutcome> {
  if (!hasPermission(staff.role, "edit_prices")) return { kind: "forbidden" };
  const parsed = priceEditSchema.safeParse(input);
  if (!parsed.success) return { kind: "invalid", errors: fieldErrors(parsed.error) };
  const { car_id: carId, price, loaded_price: loadedPrice } = parsed.data;
  if (price === loadedPrice) return { kind: "invalid", errors: { price: PRICE_EDIT_MESSAGES.same } };
  return inStaffPriceTransaction(db, staff, async (tx): Promise<ChangePriceOutcome> => {
    if (await setHandPrice(tx, staff, { carId, loadedPrice, price }, context)) return { kind: "changed", carId };
    const current = await loadStockCar(tx, scopeDealershipIds(staff.scope), carId);
    return current ? { kind: "stale", carId, price: current.price } : { kind: "not_found" };
  });
}
