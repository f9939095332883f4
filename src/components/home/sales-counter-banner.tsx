import { SalesCounter } from "./sales-counter";

/** Spec 001 §2: "Sales this Month counter banner". */
export function SalesCounterBanner({ count }: { count: number }) {
  return (
    <section aria-labelledby="sales-counter-title" className="mx-auto max-w-7xl px-4 pt-12">
      <div className="flex flex-wrap items-baseline justify-center gap-x-4 gap-y-1 rounded-card border-2 border-brand-accent bg-white px-6 py-5 text-center text-ink">
        <h2 id="sales-counter-title" className="text-lg tracking-wider uppercase">Sales this Month</h2>
        <p>
          <strong className="heading text-4xl tabular-nums"><SalesCounter initial={count} /></strong> vehicles sold so far
        </p>
      </div>
    </section>
  );
}
