import Link from "next/link";
import { HyphenatedName } from "@/components/ui/hyphenated-name";
import { PriceDisplay } from "@/components/pricing/price-display";
import { formatDollars } from "@/domain/pricing/format-dollars";
import type { WatchedCarState } from "@/domain/watchlist/watchlist-rules";
import type { WatchedCarView } from "@/domain/watchlist/garage-view";

function StateLine({ state }: { state: WatchedCarState }) {
  const notes = [
    state.sold ? "Sold" : null,
    state.reserved && !state.sold ? "Reserved" : null,
    state.priceChange ? `Price ${state.priceChange.direction === "down" ? "dropped" : "rose"} since you saved it: was ${formatDollars(state.priceChange.from)}` : null,
  ].filter((note): note is string => note !== null);
  if (notes.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2 text-sm">
      {notes.map((note) => (
        <li key={note} className="rounded border border-line bg-neutral-50 px-2 py-0.5 font-semibold">
          {note}
        </li>
      ))}
    </ul>
  );
}

/** The watchlist (issue 14): each saved car with its current price and state, and a Remove button that works without JavaScript. */
export function WatchedCarList({ cars, csrfToken }: { cars: WatchedCarView[]; csrfToken: string }) {
  if (cars.length === 0) {
    return (
      <p className="text-ink-muted">
        No cars saved yet. Tap the heart on a car to save it here.{" "}
        <Link href="/search/new-used-and-demo-cars" prefetch={false} className="text-link">
          Browse our stock
        </Link>
      </p>
    );
  }
  return (
    <ul className="grid gap-4">
      {cars.map((car) => (
        <li key={car.id} className="flex flex-wrap items-center gap-4 rounded-card border border-line bg-white p-4 text-ink">
          {car.imageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- our own SVG renders and dealer photos through the media route, as on cards.
            <img src={car.imageUrl} alt="" width={150} height={100} loading="lazy" decoding="async" className={`h-[100px] w-[150px] rounded object-cover ${car.state.sold ? "grayscale-[60%]" : ""}`} />
          ) : null}
          <div className="grid min-w-0 flex-1 gap-2">
            <h3 className="text-lg leading-snug">
              <Link href={car.href} prefetch={false} className="hover:underline">
                <HyphenatedName text={car.name} />
              </Link>
            </h3>
            <PriceDisplay display={car.price} priceType={car.priceType} />
            <StateLine state={car.state} />
          </div>
          <form method="post" action="/my-garage/remove-car">
            <input type="hidden" name="csrf_token" value={csrfToken} />
            <input type="hidden" name="car_id" value={car.id} />
            <button type="submit" className="btn btn-outline" aria-label={`Remove ${car.name} from your watchlist`}>
              Remove
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}
