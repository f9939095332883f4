import { searchPathFor } from "@/domain/search/search-route";
import { EMPTY_SEARCH_REQUEST, searchRequestToParams, type SearchRequest, type SortOption } from "@/domain/search/search-request";
import { createRandom, mixSeed } from "@/demo/factories/random";
import type { SiteTargets } from "./targets";

export type RequestKind = "search page" | "vehicle page" | "api";
/** One request of the run; `abort`: the client hangs up once the first bytes of the body arrive. */
export type MixedRequest = { kind: RequestKind; site: string; path: string; abort: boolean };

const KIND_WEIGHTS: readonly (readonly [RequestKind, number])[] = [["search page", 40], ["vehicle page", 35], ["api", 25]];
const SORTS: readonly SortOption[] = ["relevance", "latest", "price-asc", "price-desc", "km-asc", "year-desc"];
const WORDS = ["", "", "", "auto", "white", "diesel", "ute", "suv", "4x4", "hybrid", "coroll"];

/**
 * A shopper's search: sometimes a make or body, sometimes words, a sort, a page and a price ceiling.
 * The ceilings vary (hundreds of distinct searches per site), so the result caches fill and must stay bounded.
 */
function randomSearch(random: ReturnType<typeof createRandom>, site: SiteTargets): SearchRequest {
  const filters: SearchRequest["filters"] = {};
  if (site.makes.length > 0 && random.chance(0.4)) filters.make = [random.pick(site.makes)];
  if (site.bodies.length > 0 && random.chance(0.2)) filters.body = [random.pick(site.bodies)];
  const ranges: SearchRequest["ranges"] = random.chance(0.5) ? { price: { max: random.int(15, 150) * 1_000 } } : {};
  return { ...EMPTY_SEARCH_REQUEST, query: random.pick(WORDS), sortBy: random.pick(SORTS), page: random.int(1, 3), filters, ranges };
}

/** Request `i` of a run: the same for the same seed on every run. */
export function mixedRequest(seed: number, i: number, sites: readonly SiteTargets[], abortShare: number): MixedRequest {
  const random = createRandom(mixSeed(seed, i));
  const site = random.pick(sites);
  const kind = random.weighted(KIND_WEIGHTS);
  const abort = random.chance(abortShare);
  if (kind === "vehicle page") return { kind, site: site.slug, path: random.pick(site.carPaths), abort };
  const search = randomSearch(random, site);
  if (kind === "api") return { kind, site: site.slug, path: `/api/search?${searchRequestToParams(search)}`, abort };
  // The page reads the make from its path (/search/toyota), as the site's own links write it.
  const { path, rest } = searchPathFor(search.filters);
  const query = searchRequestToParams({ ...search, filters: rest }).toString();
  return { kind, site: site.slug, path: `${path}${query ? `?${query}` : ""}`, abort };
}
