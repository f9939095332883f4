import { DEFAULT_SEARCH_PATH } from "@/domain/search/search-route";

const SEARCH_ROOT = DEFAULT_SEARCH_PATH.slice(0, DEFAULT_SEARCH_PATH.indexOf("/", 1));

/** Whether the page a shopper came from (`previousUrl`, "" when unknown) is this site's search: same origin, a `/search…` path. */
export function cameFromSearch(previousUrl: string, origin: string): boolean {
  if (!URL.canParse(previousUrl)) return false;
  const previous = new URL(previousUrl);
  return previous.origin === origin && (previous.pathname === SEARCH_ROOT || previous.pathname.startsWith(`${SEARCH_ROOT}/`));
}
