/** Car cards in the results grid (promo tiles are articles too, but link elsewhere). */
export const CAR_CARDS = 'main article:has(h3 a[href^="/cars/"])';
