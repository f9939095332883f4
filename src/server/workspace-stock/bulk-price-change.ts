import type { Database } from "@/db/client";
import type { AuditContext } from "@/db/queries/staff-audit-log";
import { loadStockCars, type StockCarRow } from "@/db/queries/workspace-stock";
import { hasPermission } from "@/domain/staff/role-permissions";
import { fieldErrors } from "@/domain/staff/staff-forms";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { scopeDealershipIds } from "@/domain/staff/staff-scope";
import { previewPriceChange, type BulkPreviewLine, type PriceChangeBy } from "@/domain/stock/bulk-price-change";
import { bulkPriceChangeSchema, previewedPricesSchema } from "@/domain/stock/bulk-price-form";
import { inStaffPriceTransaction, setHandPrice } from "./hand-price-writer";

/** A line of the preview with its car, as the staff member may see it (null: not one of their dealerships'). */
export type BulkPreviewRow = BulkPreviewLine & { car: StockCarRow | null };

export type BulkPreviewOutcome =
  | { kind: "preview"; change: PriceChangeBy; rows: BulkPreviewRow[] }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "forbidden" };

/** The fields of the stock list's change form: the cars chosen, the unit, the signed amount. */
export type BulkChangeInput = { car?: unknown; unit?: unknown; amount?: unknown };

/** What the Apply form sends: the change again, and the prices the preview showed for the cars it would change. */
export type BulkApplyInput = BulkChangeInput & { previewed?: unknown };

export type BulkApplyOutcome =
  | { kind: "applied"; count: number }
  /** A car's price or state moved since the preview (an import, a colleague, a sale): nothing was changed. */
  | { kind: "stale"; carId: number }
  | { kind: "invalid" }
  | { kind: "forbidden" };

const byId = (cars: readonly StockCarRow[]) => new Map(cars.map((car) => [car.id, car]));

/**
 * What a change would do to the cars chosen (issue 34, decision 050), changing nothing: each car of the staff
 * member's dealerships with its price now and its new price, or why it is left alone; cars outside their
 * dealerships are refused as not found, never shown.
 */
export async function previewBulkPriceChange(db: Database, staff: ScopedStaffMember, input: BulkChangeInput): Promise<BulkPreviewOutcome> {
  if (!hasPermission(staff.role, "edit_prices")) return { kind: "forbidden" };
  const parsed = bulkPriceChangeSchema.safeParse(input);
  if (!parsed.success) return { kind: "invalid", errors: fieldErrors(parsed.error) };
  const { carIds, change } = parsed.data;
  const cars = byId(await loadStockCars(db, scopeDealershipIds(staff.scope), carIds));
  const rows = previewPriceChange(carIds, cars, change).map((line) => ({ ...line, car: cars.get(line.carId) ?? null }));
  return { kind: "preview", change, rows };
}

/**
 * Applies a previewed change to the cars the preview would change, all in one transaction or none: the cars are
 * locked and previewed again, and if any has another price than the preview showed, or would now be left alone (sold
 * meanwhile, or not the staff member's), nothing is written. Each car's change goes through the single car's writer: its price-change record, hand
 * price and audit entry; the cars' update moves their dealerships' stock version, so the sites and feeds follow.
 */
export async function applyBulkPriceChange(db: Database, staff: ScopedStaffMember, input: BulkApplyInput, context: AuditContext): Promise<BulkApplyOutcome> {
  if (!hasPermission(staff.role, "edit_prices")) return { kind: "forbidden" };
  const parsed = bulkPriceChangeSchema.safeParse(input);
  const previewed = previewedPricesSchema.safeParse(input.previewed);
  if (!parsed.success || !previewed.success) return { kind: "invalid" };
  const { change } = parsed.data;
  const carIds = [...previewed.data.keys()];
  return inStaffPriceTransaction(db, staff, async (tx): Promise<BulkApplyOutcome> => {
    const cars = byId(await loadStockCars(tx, scopeDealershipIds(staff.scope), carIds, { lock: true }));
    const lines = previewPriceChange(carIds, cars, change);
    const moved = lines.find((line) => line.kind === "refused" || line.from !== previewed.data.get(line.carId));
    if (moved) return { kind: "stale", carId: moved.carId };
    for (const line of lines) {
      if (line.kind !== "change") continue;
      // Locked above at this price, so the conditional write finds it; if it ever did not, throwing rolls back the lot.
      if (!(await setHandPrice(tx, staff, { carId: line.carId, loadedPrice: line.from, price: line.to }, context))) throw new Error(`Car ${line.carId} moved under its lock`);
    }
    return { kind: "applied", count: lines.length };
  });
}
