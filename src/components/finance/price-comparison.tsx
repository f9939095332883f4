import Link from "next/link";
import type { MarketComparison } from "@/domain/market/market-estimate";
import { showsPriceComparison } from "@/domain/market/price-comparison";
import { formatDollars, formatWholeNumber } from "@/domain/pricing/format-dollars";
import { vehiclePath } from "@/domain/vehicle/vehicle-path";

/** Comparables listed before the rest fold away. */
const LISTED = 6;

const confidenceWord = (confidence: number) => (confidence >= 0.7 ? "High" : confidence >= 0.4 ? "Medium" : "Low");

/**
 * The market price comparison (spec 000 §3, §5): the range of comparable stock with this car's price on
 * it, the confidence, the description, and the comparable cars themselves. Nothing renders unless
 * `showsPriceComparison` allows it. Only this site's own comparables link anywhere.
 */
export function PriceComparison({ comparison }: { comparison: MarketComparison | null }) {
  if (!comparison || !showsPriceComparison(comparison)) return null;
  const { fill, listing_price, market_range_min, market_range_max, confidence, description, comparables } = comparison as MarketComparison & {
    fill: number; listing_price: number; market_range_min: number; market_range_max: number; confidence: number; description: string;
  };
  const rows = (list: typeof comparables) =>
    list.map((car, index) => (
      <tr key={index} className="border-t border-line">
        <td className="py-2 pr-3">
          {car.slug ? (
            <Link href={vehiclePath(car.slug)} prefetch={false} className="text-link">
              {car.year}
              <span className="sr-only">, in our stock: view this car</span>
            </Link>
          ) : (
            car.year
          )}
          {car.slug ? <span className="ml-2 text-xs text-ink-muted">ours</span> : null}
        </td>
        <td className="py-2 pr-3 text-right tabular-nums">{formatWholeNumber(car.km)} km</td>
        <td className="py-2 pr-3 text-right tabular-nums">{formatDollars(car.price)}</td>
        <td className="py-2 pr-3 text-right tabular-nums">{formatDollars(car.adjusted_price)}</td>
        <td className="py-2">{car.state ?? "–"}</td>
      </tr>
    ));
  const head = (
    <thead>
      <tr className="text-left text-xs text-ink-muted">
        <th scope="col" className="py-2 pr-3 font-semibold">Year</th>
        <th scope="col" className="py-2 pr-3 text-right font-semibold">Odometer</th>
        <th scope="col" className="py-2 pr-3 text-right font-semibold">Asking</th>
        <th scope="col" className="py-2 pr-3 text-right font-semibold">Adjusted to this car</th>
        <th scope="col" className="py-2 font-semibold">State</th>
      </tr>
    </thead>
  );

  return (
    <div className="grid gap-5">
      <p className="text-ink">{description}</p>
      <div>
        <div aria-hidden="true" className="relative mb-2 h-6">
          <span
            className="absolute top-0 -translate-x-1/2 rounded-button bg-brand-primary px-2 py-0.5 text-xs font-bold whitespace-nowrap text-brand-primary-text"
            style={{ left: `clamp(3.5rem, ${fill}%, calc(100% - 3.5rem))` }}
          >
            This car
          </span>
        </div>
        <div aria-hidden="true" className="relative h-3 rounded-full bg-gradient-to-r from-emerald-200 via-amber-100 to-rose-200">
          <span className="absolute top-1/2 size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-brand-primary shadow" style={{ left: `${fill}%` }} />
        </div>
        <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-ink-muted">Market low</dt>
            <dd className="font-semibold tabular-nums">{formatDollars(market_range_min)}</dd>
          </div>
          <div className="text-center">
            <dt className="text-ink-muted">This car</dt>
            <dd data-testid="comparison-price" className="font-bold tabular-nums">{formatDollars(listing_price)}</dd>
          </div>
          <div className="text-right">
            <dt className="text-ink-muted">Market high</dt>
            <dd className="font-semibold tabular-nums">{formatDollars(market_range_max)}</dd>
          </div>
        </dl>
      </div>
      <p className="text-sm text-ink-muted">
        Confidence: <strong className="text-ink">{confidenceWord(confidence)}</strong> ({Math.round(confidence * 100)}%), from {comparables.length} comparable{" "}
        {comparables.length === 1 ? "car" : "cars"} on the market now.
      </p>
      {comparables.length > 0 ? (
        // Scrolls sideways on narrow screens: focusable and named so keyboard users can scroll it too.
        <div role="region" aria-label="Comparable cars used" tabIndex={0} className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-sm">
            <caption className="mb-2 text-left text-sm font-semibold text-ink">Comparable cars used</caption>
            {head}
            <tbody>{rows(comparables.slice(0, LISTED))}</tbody>
          </table>
          {comparables.length > LISTED ? (
            <details className="group mt-2">
              <summary className="inline-block py-1 text-sm font-semibold text-brand-link underline underline-offset-2">
                <span className="group-open:hidden">Show all {comparables.length} comparable cars</span>
                <span className="hidden group-open:inline">Show fewer</span>
              </summary>
              <table className="w-full min-w-[28rem] text-sm">
                <caption className="sr-only">More comparable cars</caption>
                {head}
                <tbody>{rows(comparables.slice(LISTED))}</tbody>
              </table>
            </details>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
