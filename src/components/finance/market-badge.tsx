import { showsMarketBadge, type AutograbData } from "@/domain/market/market-badge";
import { formatDollars } from "@/domain/pricing/format-dollars";

/**
 * The market-price badge (spec 000 §5): shown when the average market price (the state's, else the
 * national one) is more than $499 above the car's price.
 */
export function MarketBadge({ price, data }: { price: number; data: AutograbData | null }) {
  if (!data || !showsMarketBadge(price, data)) return null;
  const stateAverage = data.state_average_market_price && data.state_average_market_price > 0 ? data.state_average_market_price : null;
  const average = stateAverage ?? data.average_market_price!;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink">
      <span className="badge">Below market price</span>
      <span>
        {formatDollars(average - price)} under the {stateAverage ? "state" : "national"} average market price of {formatDollars(average)}
      </span>
    </p>
  );
}
