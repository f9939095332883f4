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
  return readSearchParams(params, places);
}

/**
 * The search `base` (an address's full query parameters) with `text` as its text query, the text read as the site's
 * filters by the server (`GET /api/search/reading`, decision 041). While the shopper types, the text goes onto the
 * search as it was when typing began, so a pause after 'corolla' adds Corolla and 'corolla cross' replaces it. The
 * client goes straight to the answer's address: the search page's own redirect would remount the box being typed in.
 * Without an answer the text goes as typed, and the page's redirect reads it.
 */
export async function readTypedText(base: string, text: string, places: SearchPlaces): Promise<FormSearch | null> {
  const params = new URLSearchParams(base);
  params.set("query", text);
  const typed = readSearchParams(params, places);
  if (!typed || text.trim() === "") return typed;
  const response = await fetch(`/api/search/reading?${params.toString()}`).catch(() => null);
  if (!response?.ok) return typed;
  const answer = (await response.json()) as { params?: unknown };
  return typeof answer.params === "string" ? (readSearchParams(new URLSearchParams(answer.params), places) ?? typed) : typed;
}

function readSearchParams(params: URLSearchParams, places: SearchPlaces): FormSearch | null {
  const parsed = parseSearchParams(params);
  if (!parsed.ok) return null;
  const request: SearchRequest = { ...parsed.request, page: 1 };
  return { href: searchPageHref(request, places), countUrl: `/api/search?${searchRequestToParams({ ...request, hitsPerPage: 0 }).toString()}` };
}
