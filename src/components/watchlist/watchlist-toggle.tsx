"use client";

import { useEffect, useSyncExternalStore } from "react";
import type { FavouriteCar } from "@/domain/vehicle/favourites";
import { saveControlLabel } from "@/domain/watchlist/watchlist-messages";
import { HeartIcon } from "./heart-icon";
import { getState, INITIAL_STATE, startWatchlist, subscribe, toggleSaved } from "./watchlist-store";

/**
 * The save control on cards and the vehicle page (spec 000 §2 "favourite/compare/save control"; add fires event 39).
 * Pressed while the car is on the shopper's watchlist, or, signed out, among this browser's favourites.
 */
export function WatchlistToggle({ car, className = "" }: { car: FavouriteCar; className?: string }) {
  const state = useSyncExternalStore(subscribe, getState, () => INITIAL_STATE);
  useEffect(startWatchlist, []);
  const ready = state.phase === "signed_in" || state.phase === "signed_out";
  const saved = state.saved.has(car.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      disabled={!ready}
      aria-label={saveControlLabel(car.name)}
      onClick={() => void toggleSaved(car)}
      className={`save-control inline-flex noscript:hidden ${className}`}
    >
      <HeartIcon />
    </button>
  );
}
