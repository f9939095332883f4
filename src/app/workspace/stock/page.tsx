import Link from "next/link";
import { getDatabase } from "@/db/connection";
import { BulkPriceChangeForm } from "@/components/workspace/stock/bulk-price-change-form";
import { StockRows, type StockRowView } from "@/components/workspace/stock/stock-rows";
import { StockSearch } from "@/components/workspace/stock/stock-search";
import { stockActivityText } from "@/domain/car-figures/stock-activity";
import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import { priceText } from "@/domain/stock/price-history-text";
import {
  daysListed, daysListedText, parseStockListQuery, STOCK_PAGE_SIZE, STOCK_SORT_LABELS, STOCK_SORTS, STOCK_STATUS_LABELS, stockCarTitle, stockListHref,
} from "@/domain/stock/stock-list-query";
import { stockNotice } from "@/domain/stock/stock-notices";
import { loadStockList } from "@/server/workspace-stock/stock-views";
import { requireStaff } from "@/server/staff/with-staff";

export const dynamic = "force-dynamic";
export const metadata = { title: "Stock" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The staff member's dealerships' cars (issue 34): search, sort, pages; each car opens its page with its price form,
 * and a role that sets prices ticks cars for a price change, previewed before it applies.
 */
export default async function StockPage({ searchParams }: Props) {
  const staff = await requireStaff("read_stock");
  const params = await searchParams;
  const now = new Date();
  const view = await loadStockList((await getDatabase()).db, staff, parseStockListQuery(params), now);
  const { query } = view;
  const none = { views: 0, saves: 0, leads: 0 };
  const rows: StockRowView[] = view.rows.map((car) => ({
    id: car.id, title: stockCarTitle(car), stocknum: car.stocknum, vin: car.vin, dealership: view.dealerships.length > 1 ? car.dealershipName : null,
    price: priceText(car.price), daysListed: daysListedText(daysListed(car.listedAt, now)), status: STOCK_STATUS_LABELS[car.status] ?? car.status, handPrice: car.priceSetByHand,
    last7: stockActivityText(view.activity.get(car.id)?.last7 ?? none), last30: stockActivityText(view.activity.get(car.id)?.last30 ?? none),
  }));
  const pages = Math.max(1, Math.ceil(view.total / STOCK_PAGE_SIZE));
  const notice = stockNotice(params.notice);
  return (
    <>
      <h1 className="text-2xl font-bold">Stock</h1>
      {notice ? <p role="status" className="rounded-card border border-line bg-neutral-50 p-4">{notice}</p> : null}
      <StockSearch
        values={{ q: query.q, sort: query.sort, dealership: query.dealershipId === null ? "" : String(query.dealershipId) }}
        sorts={STOCK_SORTS.map((sort) => ({ value: sort, label: STOCK_SORT_LABELS[sort] }))}
        dealerships={view.dealerships.map((d) => ({ value: String(d.id), label: d.name }))}
      />
      <p role="status" aria-live="polite">{view.total === 1 ? "1 car" : `${formatWholeNumber(view.total)} cars`}{query.q ? ` matching “${query.q}”` : ""}</p>
      {rows.length && view.mayEditPrice ? <p className="text-sm">Tick cars to change their prices together: the change is chosen below the list.</p> : null}
      {rows.length ? <StockRows rows={rows} selectFor={view.mayEditPrice ? "bulk-price" : undefined} /> : <p>No cars match.</p>}
      {rows.length && view.mayEditPrice ? (
        <section aria-labelledby="bulk-price-heading" className="grid gap-2">
          <h2 id="bulk-price-heading" className="text-xl font-bold">Change the prices of the cars you choose</h2>
          <p className="text-sm">Tick the cars above, then preview the change: nothing changes until you apply it.</p>
          <BulkPriceChangeForm id="bulk-price" values={{ unit: "percent", amount: "" }} errors={{}} submitLabel="Preview price change" />
        </section>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Pages" className="flex flex-wrap items-center gap-3">
          {query.page > 1 ? <Link href={stockListHref(query, { page: query.page - 1 })} className="btn btn-outline min-h-11">Previous page</Link> : null}
          <span>Page {query.page} of {pages}</span>
          {query.page < pages ? <Link href={stockListHref(query, { page: query.page + 1 })} className="btn btn-outline min-h-11">Next page</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
