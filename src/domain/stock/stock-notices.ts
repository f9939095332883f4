import { PRICE_EDIT_MESSAGES } from "./price-edit-form";

/** What the workspace's stock pages say after a form was posted and the browser sent back: a key in the address, never text. */
export const STOCK_NOTICES = {
  price_changed: "Price changed. The site's search, vehicle page and ad feeds show it within a second.",
  price_stale: PRICE_EDIT_MESSAGES.stale,
  prices_changed: "Prices changed. The site's search, vehicle pages and ad feeds show them within a second.",
  gone: "That car is not one of your dealerships'.",
} as const;

export type StockNotice = keyof typeof STOCK_NOTICES;

export function stockNotice(key: string | string[] | undefined): string | null {
  const value = Array.isArray(key) ? key[0] : key;
  return value !== undefined && Object.hasOwn(STOCK_NOTICES, value) ? STOCK_NOTICES[value as StockNotice] : null;
}

/**
 * What the preview says after its Apply was refused because a car changed meanwhile (decision 050), naming the car
 * when it is still one of the staff member's: the page is the preview again, with the cars as they are now.
 */
export function bulkStaleNotice(car: string | null): string {
  return `${car ?? "One of the cars"} changed since your preview, so nothing was changed. This is the preview again, with the cars as they are now: check it and apply.`;
}
