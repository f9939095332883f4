import Link from "next/link";
import { notFound } from "next/navigation";
import { getDatabase } from "@/db/connection";
import { HowItSells } from "@/components/workspace/car-figures/how-it-sells";
import { PriceForm } from "@/components/workspace/stock/price-form";
import { PriceHistory } from "@/components/workspace/stock/price-history";
import { timeZoneOfState } from "@/domain/locations/time-zone";
import { decodeRouteParam } from "@/domain/security/request-target";
import { handPriceLine, priceChangeLine, priceText } from "@/domain/stock/price-history-text";
import { daysListed, listedForText, STOCK_STATUS_LABELS, stockCarTitle } from "@/domain/stock/stock-list-query";
import { stockNotice } from "@/domain/stock/stock-notices";
import { changeCarPriceAction } from "@/server/workspace-stock/stock-actions";
import { loadStockCarView } from "@/server/workspace-stock/stock-views";
import { loadCarFigures } from "@/server/car-figures/car-figures";
import { requireStaff } from "@/server/staff/with-staff";

export const dynamic = "force-dynamic";
export const metadata = { title: "Car" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A car of the staff member's dealerships (issue 34): its price, any hand price against the feed, every price change, the price form, and how it sells. */
export default async function StockCarPage({ params, searchParams }: Props) {
  const staff = await requireStaff("read_stock");
  const id = Number(decodeRouteParam((await params).id));
  const now = new Date();
  const { db } = await getDatabase();
  const [view, figures] = Number.isSafeInteger(id) && id > 0 ? await Promise.all([loadStockCarView(db, staff, id), loadCarFigures(db, staff, id, now)]) : [null, null];
  if (!view) notFound();
  const { car, hold } = view;
  const timeZone = timeZoneOfState(car.state);
  const notice = stockNotice((await searchParams).notice);
  const title = stockCarTitle(car);
  return (
    <>
      <p><Link href="/stock" className="underline">← Stock</Link></p>
      <h1 className="text-2xl font-bold">{title}</h1>
      {notice ? <p role="status" className="rounded-card border border-line bg-neutral-50 p-4">{notice}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-card border border-line bg-white p-4">
        <dt className="font-semibold">Price</dt><dd className="text-lg font-bold" data-testid="car-price">{priceText(car.price)}</dd>
        <dt className="font-semibold">Stock no.</dt><dd>{car.stocknum}</dd>
        {car.vin ? <><dt className="font-semibold">VIN</dt><dd className="break-all">{car.vin}</dd></> : null}
        <dt className="font-semibold">Dealership</dt><dd>{car.dealershipName}</dd>
        <dt className="font-semibold">Status</dt><dd>{STOCK_STATUS_LABELS[car.status] ?? car.status}</dd>
        <dt className="font-semibold">Listed for</dt><dd>{listedForText(daysListed(car.listedAt, now))}</dd>
      </dl>
      {view.sitePages.length ? (
        <ul className="grid gap-1">
          {view.sitePages.map((page) => <li key={page.url}><a href={page.url} className="underline">Its page on {page.siteName}</a></li>)}
        </ul>
      ) : null}
      {hold ? <p className="rounded-card border border-amber-700 bg-amber-50 p-4" data-testid="hand-price">{handPriceLine(hold, now, timeZone)}</p> : null}
      <section aria-labelledby="price-heading" className="grid gap-3">
        <h2 id="price-heading" className="text-xl font-bold">Change the price</h2>
        {view.mayEditPrice
          ? <PriceForm key={car.price} action={changeCarPriceAction} permalink={`/stock/${car.id}`} carId={car.id} loadedPrice={car.price} />
          : <p>Your role reads prices; an owner, manager or marketing colleague sets them.</p>}
      </section>
      <PriceHistory lines={view.changes.toReversed().map((change) => ({
        text: priceChangeLine(change, now, timeZone),
        by: change.staffName ? `by ${change.staffName}` : change.source === "database" ? "in the database" : `from ${change.source}`,
      }))} />
      {figures ? <HowItSells figures={figures} /> : null}
    </>
  );
}
