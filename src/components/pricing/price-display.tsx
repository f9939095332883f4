import { formatDollars } from "@/domain/pricing/format-dollars";
import type { PriceDisplay as PriceDisplayValue } from "@/domain/pricing/price-display";

type Props = {
  display: PriceDisplayValue;
  /** e.g. 'Drive Away' or 'Excl. Government Charges', shown under a price. */
  priceType?: string | null;
  size?: "card" | "page";
};

/** Renders the price slot decided by the domain's `priceDisplay` (spec 000 §4); `.price-card` and `.price-page` size its lines. */
export function PriceDisplay({ display, priceType, size = "card" }: Props) {
  const slot = size === "page" ? "price-page" : "price-card";

  switch (display.kind) {
    case "subscription":
      return (
        <div className={slot}>
          <p>Subscription price</p>
          <p className="price-amount">{formatDollars(display.amount)}</p>
        </div>
      );
    case "price":
      return (
        <div className={slot}>
          {display.wasPrice !== undefined ? (
            <p>
              Was <s>{formatDollars(display.wasPrice)}</s>, now:
            </p>
          ) : null}
          <p className="price-amount">{formatDollars(display.amount)}</p>
          {display.tradeInApplied ? <p>after your trade-in</p> : null}
          {priceType ? <p className="mt-1">{priceType}</p> : null}
        </div>
      );
    case "preorder":
      return (
        <div className={slot}>
          <p className="price-amount tracking-wide">PREORDER</p>
        </div>
      );
    case "enquire":
      return <p className={size === "page" ? "text-xl font-bold" : "text-base font-bold"}>{display.text}</p>;
  }
}
