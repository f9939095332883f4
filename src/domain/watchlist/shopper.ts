/**
 * A signed-in shopper as the watchlist sees one: a user of one site (users are per site), known by the phone
 * they signed in with. The session gives it; the site is passed beside it, as to every query.
 */
export type Shopper = { userId: number; phone: string };
