import { formatDollars } from "@/domain/pricing/format-dollars";

/** What the owners' audit log records of a staff member's price change (decision 046): the car, its stock number, the two prices. */
export type PriceAuditRecord = { action: "change_car_price"; carId: number; stocknum: string; from: number; to: number };

/** The car a price entry is about, and what the audit page says of it; null for an entry that is not a price change. */
export function priceAuditText({ action, detail }: { action: string; detail: Record<string, unknown> }): { carId: number; text: string } | null {
  if (action !== "change_car_price" || typeof detail.carId !== "number" || typeof detail.from !== "number" || typeof detail.to !== "number") return null;
  return { carId: detail.carId, text: `Changed the price of ${String(detail.stocknum ?? "a car")} from ${formatDollars(detail.from)} to ${formatDollars(detail.to)}` };
}
