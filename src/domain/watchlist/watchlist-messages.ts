import type { SaveRefusal } from "./watchlist-rules";

/** Spec 001 §9: "Toast removal delay 1000000 ms". */
export const TOAST_REMOVAL_DELAY_MS = 1_000_000;

/** Spec 000 §8 toasts, and our texts where the spec has none (refusals, which the browser shows as an alert). */
export const WATCHLIST_MESSAGES = {
  savedTitle: "Car Saved In Watchlist",
  saved: (carName: string) => `${carName} is now available in your watchlist`,
  removedTitle: "Car Removed",
  removed: (carName: string) => `${carName} is no longer in your watchlist`,
  viewList: "View List",
  refusals: {
    not_found: "This car is not available on this site.",
    sold: "This car has been sold, so it cannot be saved to your watchlist.",
    not_offered: "This car cannot be saved to your watchlist.",
    full: "Your watchlist is full. Remove a car to save another.",
  } satisfies Record<SaveRefusal, string>,
  wrongPhone: "This phone number is not the one you signed in with.",
  signInNeeded: "Please sign in to use your watchlist.",
  unavailable: "Your watchlist is unavailable just now, please try again.",
} as const;

/** The save control's accessible name, the same for the button (with JavaScript) and the link (without). */
export const saveControlLabel = (carName: string) => `Save to watchlist: ${carName}`;
