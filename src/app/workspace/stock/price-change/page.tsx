import Link from "next/link";
import { getDatabase } from "@/db/connection";
import { ApplyBulkPriceForm } from "@/components/workspace/stock/apply-bulk-price-form";
import { BulkPriceChangeForm } from "@/components/workspace/stock/bulk-price-change-form";
import { BulkPricePreview } from "@/components/workspace/stock/bulk-price-preview";
import { INBOX_FORM_MESSAGES } from "@/domain/inbox/inbox-form-state";
import { scopeDealershipIds } from "@/domain/staff/staff-scope";
import { BULK_REFUSALS, priceChangeText } from "@/domain/stock/bulk-price-change";
import { bulkPreviewHref, bulkPriceFields } from "@/domain/stock/bulk-price-form";
import { priceText } from "@/domain/stock/price-history-text";
import { stockCarTitle } from "@/domain/stock/stock-list-query";
import { bulkStaleNotice } from "@/domain/stock/stock-notices";
import { previewBulkPriceChange, type BulkPreviewRow } from "@/server/workspace-stock/bulk-price-change";
import { applyBulkPriceChangeAction } from "@/server/workspace-stock/stock-actions";
import { requireStaff } from "@/server/staff/with-staff";

export const dynamic = "force-dynamic";
export const metadata = { title: "Change prices" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const carName = (car: NonNullable<BulkPreviewRow["car"]>) => `${stockCarTitle(car)} (stock no. ${car.stocknum})`;

/**
 * A price change for the cars chosen on the stock list, previewed (issue 34, decision 050): the change again, to
 * adjust; each car's price now and new price, and the cars left alone and why; Apply changes them all or none.
 */
export default async function BulkPriceChangePage({ searchParams }: Props) {
  const staff = await requireStaff("edit_prices");
  const params = await searchParams;
  const typed = bulkPriceFields(params);
  const outcome = await previewBulkPriceChange((await getDatabase()).db, staff, typed);
  const errors = outcome.kind === "invalid" ? outcome.errors : {};
  const rows = outcome.kind === "preview" ? outcome.rows : [];
  const stale = Array.isArray(params.stale) ? params.stale[0] : params.stale;
  const staleCar = rows.find((row) => String(row.carId) === stale)?.car;
  const changes = rows.flatMap((row) => (row.kind === "change" && row.car ? [{ ...row, car: row.car }] : []));
  const showDealership = scopeDealershipIds(staff.scope).length > 1;
  return (
    <>
      <p><Link href="/stock" className="underline">← Stock</Link></p>
      <h1 className="text-2xl font-bold">Change prices</h1>
      {stale !== undefined ? <p role="status" className="rounded-card border border-amber-700 bg-amber-50 p-4">{bulkStaleNotice(staleCar ? carName(staleCar) : null)}</p> : null}
      {outcome.kind === "invalid" ? <p role="alert" className="rounded-card border border-red-700 bg-red-50 p-4 font-semibold text-red-900">{INBOX_FORM_MESSAGES.errorSummary}</p> : null}
      <BulkPriceChangeForm id="bulk-price" values={typed} errors={errors} cars={typed.car} submitLabel="Preview again" />
      {outcome.kind === "preview" ? (
        <>
          <BulkPricePreview
            heading={`Preview: ${priceChangeText(outcome.change)} on ${rows.length === 1 ? "1 car" : `${rows.length} cars`}`}
            changes={changes.map(({ carId, car, from, to }) => ({
              carId, title: stockCarTitle(car), detail: [`Stock no. ${car.stocknum}`, showDealership ? car.dealershipName : null].filter(Boolean).join(" · "),
              from: priceText(from), to: priceText(to), difference: priceChangeText({ unit: "dollars", dollars: to - from }),
            }))}
            refusals={rows.flatMap((row) => (row.kind === "refused" ? [{ carId: row.carId, title: row.car ? carName(row.car) : "A car", reason: BULK_REFUSALS[row.reason] }] : []))}
          />
          <p className="text-sm">Prices are whole dollars: a percentage is rounded to the nearest dollar, a half dollar up. Like a price set on a car&apos;s own page, each new price stands until the feed&apos;s own price for the car changes.</p>
          {changes.length ? (
            <ApplyBulkPriceForm action={applyBulkPriceChangeAction} permalink={bulkPreviewHref(typed)} typed={typed} previewed={changes.map((row) => `${row.carId}:${row.from}`)} />
          ) : null}
        </>
      ) : null}
    </>
  );
}
