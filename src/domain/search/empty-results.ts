import { DEFAULT_SEARCH_PATH } from "./search-route";

/** Spec 000 §2: "/special-offers | offers; default refresh path for empty results". */
export const DEFAULT_OFFERS_REFRESH_PATH = "/special-offers";

export type EmptyResultsCard = {
  title: "No Results Available";
  message: string;
  button: { text: "Clear Filters"; href: string };
};

export type EmptyResultsContext =
  | { kind: "offers"; refreshPath?: string }
  /** routePath: the page's search path without its query; filtered: the query string narrows it further. */
  | { kind: "cars"; routePath: string; filtered: boolean };

const OFFERS_MESSAGE = "There appears to be no offers currently available that meet the conditions of your search";
const CARS_MESSAGE = "No results found for your search at this time. Please try adjusting the filters for more results.";

/**
 * Spec 000 §8: "Empty results: card 'No Results Available' with 'There appears to be no offers currently available
 * that meet the conditions of your search', or 'No results found for your search at this time. Please try adjusting
 * the filters for more results.', with a 'Clear Filters' button to the refresh path."
 * For cars, clearing drops the query-string filters and keeps the page's own path (/search/toyota); when that path
 * alone finds nothing, clearing it would change nothing, so the button goes to the unfiltered default search.
 */
export function emptyResultsCard(context: EmptyResultsContext): EmptyResultsCard {
  if (context.kind === "offers") {
    return { title: "No Results Available", message: OFFERS_MESSAGE, button: { text: "Clear Filters", href: context.refreshPath ?? DEFAULT_OFFERS_REFRESH_PATH } };
  }
  const href = context.filtered ? context.routePath : DEFAULT_SEARCH_PATH;
  return { title: "No Results Available", message: CARS_MESSAGE, button: { text: "Clear Filters", href } };
}
