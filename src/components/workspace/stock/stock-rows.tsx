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
};

/** The stock list's cars: one card per car, the whole card a link to the car, in columns on a wide screen. */
export function StockRows({ rows }: { rows: readonly StockRowView[] }) {
  return (
    <ol className="grid gap-2" data-testid="stock-rows">
      {rows.map((row) => (
        <li key={row.id}>
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
          </Link>
        </li>
      ))}
    </ol>
  );
}
