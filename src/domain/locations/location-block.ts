/** Spec 001 §2 "Location block: single location card, grid of cards, combined map, or tabbed embedded-map view". */
export const LOCATION_BLOCK_FORMS = ["card", "grid", "map", "tabs"] as const;
export type LocationBlockForm = (typeof LOCATION_BLOCK_FORMS)[number];

export type LocationGridLayout = { columns: 2 | 3 | 4; carouselHint: boolean };

/**
 * Spec 001 §9: "Card grid columns depend on location count (under 3, 3 or more, over 3; more than 3 gives 4
 * columns and the carousel hint)". Under 3 shares a row in halves, so one card is never stretched across it.
 */
export function locationGridLayout(count: number): LocationGridLayout {
  if (count > 3) return { columns: 4, carouselHint: true };
  return { columns: count === 3 ? 3 : 2, carouselHint: false };
}

/** Spec 001 §9: "Default map zoom 10". */
export const DEFAULT_MAP_ZOOM = 10;
/** Spec 001 §9 sizes: "location card image 150 px high; map card 230 px". */
export const LOCATION_CARD_IMAGE_HEIGHT_PX = 150;
export const MAP_CARD_HEIGHT_PX = 230;
