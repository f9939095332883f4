/** localStorage keys of the search page's lists. localStorage is per host, so per site. */
export const SEARCH_HISTORY_STORAGE_KEY = "forecourt:search-history";
export const VIEWED_CARS_STORAGE_KEY = "forecourt:viewed-cars";
