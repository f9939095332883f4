import { formatDollars } from "@/domain/pricing/format-dollars";
import type { PriceDisplay as PriceDisplayValue } from "@/domain/pricing/price-display";

type Props = {
  display: PriceDisplayValue;
  /** e.g. 'Drive Away' or 'Excl. Government Charges', shown under a price. */
  priceType?: string | null;
  size?: "card" | "page";
};

/** Renders the price slot decided by the domain's `priceDisplay` (spec 000 §4). */
export function PriceDisplay({ display, priceType, size = "card" }: Props) {
  const amountClass = size === "page" ? "price-amount text-4xl leading-none" : "price-amount text-2xl leading-none";
  const noteClass = size === "page" ? "text-sm text-ink-muted" : "text-xs text-ink-muted";

  switch (display.kind) {
    case "subscription":
      return (
        <div>
          <p className={noteClass}>Subscription price</p>
          <p className={amountClass}>{formatDollars(display.amount)}</p>
        </div>
      );
    case "price":
      return (
        <div>
          {display.wasPrice !== undefined ? (
            <p className={noteClass}>
              Was <s>{formatDollars(display.wasPrice)}</s>, now:
            </p>
          ) : null}
          <p className={amountClass}>{formatDollars(display.amount)}</p>
          {display.tradeInApplied ? <p className={noteClass}>after your trade-in</p> : null}
          {priceType ? <p className={`${noteClass} mt-1`}>{priceType}</p> : null}
        </div>
      );
    case "preorder":
      return <p className={`${amountClass} tracking-wide`}>PREORDER</p>;
    case "enquire":
      return <p className={size === "page" ? "text-xl font-bold" : "text-base font-bold"}>{display.text}</p>;
  }
}
