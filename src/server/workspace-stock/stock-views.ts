import type { Database } from "@/db/client";
import { listPriceChanges, loadHandSetPrice, type PriceChange, type StoredHandSetPrice } from "@/db/queries/price-changes";
import { listScopeDealerships } from "@/db/queries/staff-dealerships";
import { listStockActivity, type CarStockActivity } from "@/db/queries/stock-activity";
import { loadSites } from "@/db/queries/sites";
import { listDealershipSiteIds, listStockCars, loadStockCar, type StockCarRow } from "@/db/queries/workspace-stock";
import { stockActivityDays } from "@/domain/car-figures/stock-activity";
import { hasPermission } from "@/domain/staff/role-permissions";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { scopeDealershipIds } from "@/domain/staff/staff-scope";
import type { StockListQuery } from "@/domain/stock/stock-list-query";
import { vehiclePath } from "@/domain/vehicle/vehicle-path";
import { siteBaseUrl } from "@/server/tenancy/site-url";

export type StockListView = {
  dealerships: { id: number; name: string }[]; query: StockListQuery; rows: StockCarRow[]; total: number; mayEditPrice: boolean;
  /** Each listed car's views, saves and leads in the last 7 and 30 days; a car not in it had none. */
  activity: Map<number, CarStockActivity>;
};

/**
 * The stock list of the staff member's dealerships (issue 34), or of the one of them asked for; a dealership outside
 * their scope is not narrowed to but ignored, so the list never reaches past the scope.
 */
export async function loadStockList(db: Database, staff: ScopedStaffMember, asked: StockListQuery, now: Date): Promise<StockListView> {
  if (!hasPermission(staff.role, "read_stock")) return { dealerships: [], query: asked, rows: [], total: 0, mayEditPrice: false, activity: new Map() };
  const { dealerships } = await listScopeDealerships(db, staff.scope);
  const dealershipId = dealerships.some((d) => d.id === asked.dealershipId) ? asked.dealershipId : null;
  const query = { ...asked, dealershipId };
  const { rows, total } = await listStockCars(db, dealershipId === null ? dealerships.map((d) => d.id) : [dealershipId], query);
  const activity = await listStockActivity(db, rows.map((car) => car.id), stockActivityDays(now));
  return { dealerships: dealerships.map(({ id, name }) => ({ id, name })), query, rows, total, mayEditPrice: hasPermission(staff.role, "edit_prices"), activity };
}

export type StockCarView = {
  car: StockCarRow; hold: StoredHandSetPrice | null; changes: PriceChange[]; mayEditPrice: boolean;
  /** The car's page on each site that shows its dealership's stock. */
  sitePages: { siteName: string; url: string }[];
};

/** A car of the staff member's dealerships with its hand price and price changes; null outside their scope. */
export async function loadStockCarView(db: Database, staff: ScopedStaffMember, carId: number): Promise<StockCarView | null> {
  if (!hasPermission(staff.role, "read_stock")) return null;
  const car = await loadStockCar(db, scopeDealershipIds(staff.scope), carId);
  if (!car) return null;
  const [hold, changes, sites] = await Promise.all([loadHandSetPrice(db, carId), listPriceChanges(db, carId), listDealershipSiteIds(db, car.dealershipId).then((ids) => loadSites(db, ids))]);
  const sitePages = sites.map((site) => ({ siteName: site.name, url: `${siteBaseUrl(site)}${vehiclePath(car.slug)}` }));
  return { car, hold, changes, mayEditPrice: hasPermission(staff.role, "edit_prices"), sitePages };
}
