"use client";

import { useEffect, useSyncExternalStore } from "react";
import type { FavouriteCar } from "@/domain/vehicle/favourites";
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
      aria-label={`Save to watchlist: ${car.name}`}
      onClick={() => void toggleSaved(car)}
      className={`inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-sm hover:border-ink ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-5 ${saved ? "fill-red-600 stroke-red-600" : "fill-none stroke-current"}`} strokeWidth="2">
        <path d="M12 20.5 4.3 13A5 5 0 0 1 11.4 6l.6.6.6-.6a5 5 0 0 1 7.1 7L12 20.5Z" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
