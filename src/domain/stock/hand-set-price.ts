/**
 * Which price wins when a staff member's price and a later feed import disagree (decision 046). A price set by hand
 * stands against the price the feed sent when it was set (`feedPrice`): imports that still send that price leave
 * the hand price alone, since nothing has changed on the dealer's own system; the moment the feed sends another
 * price, the dealer has repriced the car at the source, and the feed wins and the hand price ends. A hand price
 * back at the feed's own price is no hand price at all. The merge applies the same rule set-based
 * (src/db/queries/stock-merge.ts `keepHandSetPrices`).
 */
export type HandSetPrice = { price: number; feedPrice: number; setAt: Date; staffId: number | null };

export type FeedPriceOutcome = { price: number; hold: HandSetPrice | null };

/** The car's price after an import sends `feedPrice`, and the hand price still holding (null: none, or ended). */
export function priceAfterFeed(hold: HandSetPrice | null, feedPrice: number): FeedPriceOutcome {
  if (hold && feedPrice === hold.feedPrice) return { price: hold.price, hold };
  return { price: feedPrice, hold: null };
}

/**
 * The hand price after a staff member sets `price` on a car whose price was `before`: it stands against the feed
 * price of the hand price already holding, else against `before` (the feed's last word, as far as we know).
 */
export function holdAfterHandEdit(previous: HandSetPrice | null, before: number, price: number, setAt: Date, staffId: number | null): HandSetPrice | null {
  const feedPrice = previous?.feedPrice ?? before;
  return price === feedPrice ? null : { price, feedPrice, setAt, staffId };
}
