import { PRICE_EDIT_MESSAGES } from "./price-edit-form";

/** What the workspace's stock pages say after a form was posted and the browser sent back: a key in the address, never text. */
export const STOCK_NOTICES = {
  price_changed: "Price changed. The site's search, vehicle page and ad feeds show it within a second.",
  price_stale: PRICE_EDIT_MESSAGES.stale,
  gone: "That car is not one of your dealerships'.",
} as const;

export type StockNotice = keyof typeof STOCK_NOTICES;

export function stockNotice(key: string | string[] | undefined): string | null {
  const value = Array.isArray(key) ? key[0] : key;
  return value !== undefined && Object.hasOwn(STOCK_NOTICES, value) ? STOCK_NOTICES[value as StockNotice] : null;
}
