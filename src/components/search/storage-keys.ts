/** localStorage keys of the search page's lists. localStorage is per host, so per site. */
export const SEARCH_HISTORY_STORAGE_KEY = "forecourt:search-history";
export const VIEWED_CARS_STORAGE_KEY = "forecourt:viewed-cars";
/** Spec 000 §3 "Favourite kept locally": cars saved while signed out, merged into the watchlist at sign-in. */
export const FAVOURITES_STORAGE_KEY = "forecourt:favourites";
