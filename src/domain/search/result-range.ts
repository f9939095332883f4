import { formatWholeNumber } from "@/domain/pricing/format-dollars";

export type ResultRange = { page: number; pages: number; hitsPerPage: number; hits: number; cards: number };

/**
 * What the results count says beside "N vehicles found" (issue 32: "say what is shown"): the page's place in the
 * results, and, when consecutive sold cars collapse to one (spec 000 §4), how many cards that leaves. Null when
 * there is nothing to add: one page, every result its own card.
 */
export function resultRangeText({ page, pages, hitsPerPage, hits, cards }: ResultRange): string | null {
  if (hits === 0) return null;
  const from = (page - 1) * hitsPerPage + 1;
  const range = `${formatWholeNumber(from)}–${formatWholeNumber(from + hits - 1)}`;
  const collapsed = cards < hits ? `${formatWholeNumber(cards)} ${cards === 1 ? "card" : "cards"}: sold cars in a row are shown as one` : null;
  if (pages > 1) return collapsed ? `showing ${range} as ${collapsed}` : `showing ${range}`;
  return collapsed ? `shown as ${collapsed}` : null;
}
