import { parseSearchParams, searchRequestToParams, type SearchRequest } from "@/domain/search/search-request";
import type { SearchPlaces } from "@/domain/search/search-route";
import { searchPageHref } from "@/domain/search/search-href";

/**
 * What the search shell needs to turn its form into addresses. Loaded by the shell with a dynamic
 * import once the page is idle, not with the page: it brings the contract's zod parser, which would
 * otherwise weigh on every results page's first load.
 */
export type FormSearch = { href: string; countUrl: string };

/** The form's search as its canonical address and its count query, or null while a field cannot be read (e.g. min above max). */
export function readSearchForm(form: HTMLFormElement, places: SearchPlaces): FormSearch | null {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  const parsed = parseSearchParams(params);
  if (!parsed.ok) return null;
  const request: SearchRequest = { ...parsed.request, page: 1 };
  return { href: searchPageHref(request, places), countUrl: `/api/search?${searchRequestToParams({ ...request, hitsPerPage: 0 }).toString()}` };
}
