import Link from "next/link";

export type StockRowView = {
  id: number;
  title: string;
  stocknum: string;
  vin: string | null;
  /** Shown when the list holds more than one dealership's cars. */
  dealership: string | null;
  price: string;
  daysListed: string;
  status: string;
  handPrice: boolean;
  /** Views, saves and leads in the last 7 and 30 days ("12 views · 1 save · 0 leads"). */
  last7: string;
  last30: string;
};

type Props = {
  rows: readonly StockRowView[];
  /** The id of the price-change form a checkbox beside each car chooses it for; none for a role that sets no prices. */
  selectFor?: string;
};

/** The stock list's cars: one card per car, the whole card a link to the car, in columns on a wide screen. */
export function StockRows({ rows, selectFor }: Props) {
  return (
    <ol className="grid gap-2" data-testid="stock-rows">
      {rows.map((row) => (
        <li key={row.id} className={selectFor ? "grid grid-cols-[auto_1fr] gap-2" : undefined}>
          {selectFor ? (
            <label className="flex min-w-12 cursor-pointer items-center justify-center rounded-card border border-line bg-white px-3 hover:border-neutral-500">
              <input type="checkbox" form={selectFor} name="car" value={row.id} className="size-5" />
              <span className="sr-only">Choose {row.title}, stock no. {row.stocknum}</span>
            </label>
          ) : null}
          <Link href={`/stock/${row.id}`} className="grid gap-1 rounded-card border border-line bg-white p-4 text-ink no-underline hover:border-neutral-500 md:grid-cols-[2fr_1fr_1fr] md:gap-4">
            <span className="grid">
              <span className="text-lg font-bold">{row.title}</span>
              <span className="text-sm">Stock no. {row.stocknum}{row.vin ? ` · VIN ${row.vin}` : ""}</span>
              {row.dealership ? <span className="text-sm text-ink-muted">{row.dealership}</span> : null}
            </span>
            <span className="grid text-sm">
              <span className="text-lg font-bold">{row.price}</span>
              {row.handPrice ? <span>Set by hand</span> : null}
            </span>
            <span className="grid text-sm">
              <span className="font-semibold">{row.daysListed}</span>
              <span>{row.status}</span>
            </span>
            <span className="grid text-sm md:col-span-3 md:grid-cols-2 md:gap-4" data-testid="stock-activity">
              <span><span className="font-semibold">7 days:</span> {row.last7}</span>
              <span><span className="font-semibold">30 days:</span> {row.last30}</span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
