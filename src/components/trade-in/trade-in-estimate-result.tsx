import { formatDollars, formatWholeNumber } from "@/domain/pricing/format-dollars";
import { MAX_AGE_YEARS, MAX_KM, MINIMUM_TRADE_IN_COMPARABLES, TRADE_IN_CONDITION_LABELS, type TradeInCar, type TradeInEstimate } from "@/domain/market/trade-in-estimate";

const REFUSALS = {
  too_old: `Cars over ${MAX_AGE_YEARS} years old get no online estimate: their value depends on things only an inspection shows.`,
  too_far: `Cars with over ${formatWholeNumber(MAX_KM)} km get no online estimate: their value depends on things only an inspection shows.`,
};

/**
 * The instant estimate, or why there is none (issue 35 §5: "it shows its working, with the comparables it used and
 * how many"; "with too few comparables it says so and asks for the valuation form instead").
 */
export function TradeInEstimateResult({ car, estimate, formId }: { car: TradeInCar; estimate: TradeInEstimate; formId: string }) {
  const subject = `${car.year} ${car.make} ${car.model}${car.badge ? ` ${car.badge}` : ""}`;
  if (estimate.kind === "refused") {
    const why = estimate.reason === "too_few_comparables"
      ? `We found ${estimate.comparableCount === 0 ? "no" : `only ${estimate.comparableCount}`} comparable ${estimate.comparableCount === 1 ? "car" : "cars"} on the market for the ${subject}: at least ${MINIMUM_TRADE_IN_COMPARABLES} are needed for an honest figure.`
      : REFUSALS[estimate.reason];
    return (
      <section role="status" aria-label="Your estimate" className="mt-6 rounded-card border border-line bg-white p-5 text-ink">
        <h3 className="text-xl">No online estimate for this car</h3>
        <p className="mt-2">{why}</p>
        <p className="mt-2"><a href={`#${formId}`} className="text-link">Send us your details for a valuation</a> and our team will value it.</p>
      </section>
    );
  }
  return (
    <section role="status" aria-label="Your estimate" className="mt-6 rounded-card border border-line bg-white p-5 text-ink">
      <p className="text-sm font-semibold text-ink-muted">Estimated trade-in value of your {subject}</p>
      <p className="heading mt-1 text-3xl">{formatDollars(estimate.low)} – {formatDollars(estimate.high)}</p>
      <p className="mt-3">
        {estimate.listedCount} listed and {estimate.soldCount} recently sold comparable cars, adjusted to your car&apos;s year and {formatWholeNumber(car.km)} km, put it at {formatDollars(estimate.retailLow)} to {formatDollars(estimate.retailHigh)} for sale. We take off {estimate.conditionPercent}% for its condition ({TRADE_IN_CONDITION_LABELS[car.condition].name.toLowerCase()}) and the dealer&apos;s {estimate.marginPercent}% for reconditioning and resale.
      </p>
      <p className="mt-2 text-sm text-ink-muted">An estimate, not an offer: the dealer confirms the price when they see the car. <a href={`#${formId}`} className="text-link">Send it to the dealer</a>.</p>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold">The {estimate.used.length} comparable cars used</summary>
        {/* Focusable, so a keyboard can scroll the table on a narrow screen. */}
        <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label="Comparable cars">
          <table className="w-full text-left text-sm">
            <thead>
              <tr><th scope="col" className="py-1 pr-4">Year</th><th scope="col" className="py-1 pr-4">Km</th><th scope="col" className="py-1 pr-4">Badge</th><th scope="col" className="py-1 pr-4">Price</th><th scope="col" className="py-1 pr-4">Adjusted to your car</th><th scope="col" className="py-1">Listed or sold</th></tr>
            </thead>
            <tbody>
              {estimate.used.map((c, i) => (
                <tr key={i} className="border-t border-line">
                  <td className="py-1 pr-4">{c.year}</td><td className="py-1 pr-4">{formatWholeNumber(c.km)}</td><td className="py-1 pr-4">{c.badge ?? "–"}</td>
                  <td className="py-1 pr-4">{formatDollars(c.price)}</td><td className="py-1 pr-4">{formatDollars(c.adjustedPrice)}</td><td className="py-1">{c.sold ? "Sold" : "Listed"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
