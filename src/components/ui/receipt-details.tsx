import type { ReactNode } from "react";

/** A receipt's label/value rows in a titled card (reservation deposits and online payments); `children` follow the rows. */
export function ReceiptDetails({ rows, children }: { rows: readonly (readonly [string, string])[]; children?: ReactNode }) {
  return (
    <section aria-labelledby="receipt-details" className="rounded-card border border-line bg-white p-5 text-ink sm:p-6">
      <h2 id="receipt-details" className="text-xl">Receipt</h2>
      <dl className="mt-3 grid gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-2 border-b border-line py-2">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-semibold break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
