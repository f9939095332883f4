import { z } from "zod";
import { calendarDate, isWithinDateWindow } from "@/domain/site/calendar-date";

/** What a tile shows; stored as the promo's `node` JSON, so it is read through this schema. */
export const promoContentSchema = z.object({
  title: z.string().min(1),
  body: z.string(),
  href: z.string().min(1),
  imageUrl: z.string().nullable().optional(),
  cta: z.string().min(1),
});
export type PromoContent = z.infer<typeof promoContentSchema>;

/** Spec 000 §3: "Promo node (start, expiry, position, display, strictDisplay, node)". Dates are yyyy-mm-dd. */
export type PromoNode = {
  id: number;
  position: number;
  start: string | null;
  expiry: string | null;
  display: string;
  strictDisplay: boolean;
  node: PromoContent;
};

export type GridItem<T> = { kind: "car"; item: T } | { kind: "promo"; promo: PromoNode };

export type PromoPlacement = {
  /** The site's date, yyyy-mm-dd (see brisbaneDateString). */
  today: string;
  /** Where the page is, as a colon path: 'search', 'search:used-cars', 'search:toyota'. */
  display: string;
  /** The card positions the site allows tiles at (spec 001 §2: "8 and 17 (9 for another dealer group)"). */
  positions: readonly number[];
};

/** Today's date in Brisbane, where promo dates are set. */
export function brisbaneDateString(now: Date): string {
  return calendarDate(now, "Australia/Brisbane");
}

/** Runs from its start to its expiry, both days included; a missing end is open. */
export function isPromoActive(promo: Pick<PromoNode, "start" | "expiry">, today: string): boolean {
  return isWithinDateWindow({ from: promo.start, to: promo.expiry }, today);
}

/**
 * A promo for 'search' shows on every search page ('search:used-cars' included); one for 'search:used-cars'
 * on that segment and below. strictDisplay narrows it to the exact display only.
 */
export function promoShowsOn(promo: Pick<PromoNode, "display" | "strictDisplay">, display: string): boolean {
  if (promo.display === display) return true;
  return !promo.strictDisplay && display.startsWith(`${promo.display}:`);
}

/** Of several promos for one slot, the one aimed most precisely at this page wins, then the newest, then the first made. */
function bySpecificity(display: string) {
  return (a: PromoNode, b: PromoNode) =>
    Number(b.display === display) - Number(a.display === display) ||
    b.display.length - a.display.length ||
    (b.start ?? "").localeCompare(a.start ?? "") ||
    a.id - b.id;
}

/**
 * Spec 000 §2 "promo cards inserted at configured card positions"; spec 001 §2 "Search result grids insert a custom
 * call-to-action tile at card positions 8 and 17". A position is a 1-based slot of the grid as seen, tiles included,
 * so 8 and 17 land in the same columns of a three-wide grid. A promo whose position is not one of the site's is
 * not shown: the site's layout decides where tiles may go, the promo only picks its slot. A slot right after the last
 * card is filled, one further out stays empty, and an empty page gets no tiles.
 */
export function insertPromoTiles<T>(cards: readonly T[], promos: readonly PromoNode[], placement: PromoPlacement): GridItem<T>[] {
  const slots = new Map<number, PromoNode>();
  const eligible = promos
    .filter((promo) => placement.positions.includes(promo.position) && isPromoActive(promo, placement.today) && promoShowsOn(promo, placement.display))
    .sort(bySpecificity(placement.display));
  for (const promo of eligible) if (!slots.has(promo.position)) slots.set(promo.position, promo);

  const grid: GridItem<T>[] = [];
  const fillSlotsAhead = () => {
    for (let promo = slots.get(grid.length + 1); promo; promo = slots.get(grid.length + 1)) grid.push({ kind: "promo", promo });
  };
  if (cards.length === 0) return grid;
  for (const item of cards) {
    fillSlotsAhead();
    grid.push({ kind: "car", item });
  }
  fillSlotsAhead();
  return grid;
}
