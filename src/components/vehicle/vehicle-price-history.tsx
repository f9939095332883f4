import type { VehiclePriceHistory } from "@/domain/vehicle/price-history";

/** How long the car has been listed and its price changes, as text (issue 35 §3). */
export function VehiclePriceHistorySection({ history }: { history: VehiclePriceHistory }) {
  return (
    <section aria-labelledby="price-history">
      <h2 id="price-history" className="section-title">Price history</h2>
      <p className="mt-5">{history.listed}</p>
      {history.changes.length ? (
        <ol className="mt-2 grid gap-1" data-testid="vehicle-price-history">
          {history.changes.map((line, i) => <li key={i}>{line}</li>)}
        </ol>
      ) : <p className="mt-2">The price has not changed since it was listed.</p>}
    </section>
  );
}
