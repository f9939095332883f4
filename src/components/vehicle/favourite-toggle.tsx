"use client";

import { useSyncExternalStore } from "react";
import { analyticsEvent } from "@/domain/analytics/analytics-events";
import { parseFavourites, toggleFavourite, type FavouriteCar } from "@/domain/vehicle/favourites";
import { track } from "./track";

export const FAVOURITES_STORAGE_KEY = "forecourt:favourites";
/** Tells the other toggles on the page (the same car on a card and in the header) that the list changed. */
const CHANGED_EVENT = "forecourt:favourites-changed";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED_EVENT, onChange);
  };
}

function readFavourites(): FavouriteCar[] {
  try {
    return parseFavourites(window.localStorage.getItem(FAVOURITES_STORAGE_KEY));
  } catch {
    return []; // Storage blocked: nothing is saved.
  }
}

const subscribeToNothing = () => () => {};

/** Spec 000 §5 "Favourites toggle (add fires event 39)", kept in this browser (spec 000 §3). */
export function FavouriteToggle({ car, className = "" }: { car: FavouriteCar; className?: string }) {
  const saved = useSyncExternalStore(subscribe, () => readFavourites().some((entry) => entry.id === car.id), () => false);
  // Server-rendered HTML arrives before this script: until it runs, a click would be lost.
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);

  const toggle = () => {
    const { list, added } = toggleFavourite(readFavourites(), car);
    try {
      window.localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(list));
    } catch {
      // Storage full or blocked: nothing is kept.
    }
    window.dispatchEvent(new Event(CHANGED_EVENT));
    if (added) track(analyticsEvent("favourite", { carId: car.id }));
  };

  return (
    <button
      type="button"
      aria-pressed={saved}
      disabled={!hydrated}
      aria-label={`Favourite: ${car.name}`}
      onClick={toggle}
      className={`inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-sm hover:border-ink noscript:hidden ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-5 ${saved ? "fill-red-600 stroke-red-600" : "fill-none stroke-current"}`} strokeWidth="2">
        <path d="M12 20.5 4.3 13A5 5 0 0 1 11.4 6l.6.6.6-.6a5 5 0 0 1 7.1 7L12 20.5Z" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
