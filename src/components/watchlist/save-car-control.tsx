import type { FavouriteCar } from "@/domain/vehicle/favourites";
import { saveControlLabel } from "@/domain/watchlist/watchlist-messages";
import { watchlistSaveHref } from "@/domain/watchlist/watchlist-paths";
import { DeferredWatchlistToggle } from "./deferred-watchlist";
import { HeartIcon } from "./heart-icon";

/**
 * The save control on cards and the vehicle page (issue 14). The page is shared (cached for everyone), so it renders
 * no one's saved state: with JavaScript, a button that learns it from the API; without, a link to the garage's
 * confirmation page (after sign-in), whose form saves the car.
 */
export function SaveCarControl({ car, className = "" }: { car: FavouriteCar; className?: string }) {
  return (
    <>
      <a href={watchlistSaveHref(car)} aria-label={saveControlLabel(car.name)} className={`save-control hidden noscript:inline-flex ${className}`}>
        <HeartIcon />
      </a>
      <DeferredWatchlistToggle car={car} className={className} />
    </>
  );
}
