import { z } from "zod";

/**
 * Facet attributes a shopper can filter by (spec 000 §3, "Facet attributes"), as they appear in URLs
 * and in the API: one repeated parameter per facet, `make=Toyota&make=Mazda`.
 */
export const FACET_ATTRIBUTES = [
  "make", "model", "make_model", "badge", "body", "fuel", "transmission", "drive", "colour", "seats", "year",
  "car_type", "status", "tag", "certified", "city", "state", "location_name", "dealership_name", "item_type",
  "categories", "filtered_features", "price_range", "weekly_price_range", "km",
] as const;
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];

/** Numeric attributes with a min/max range filter and slider stats. */
export const RANGE_ATTRIBUTES = ["price", "km", "year"] as const;
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number];

/** Spec 000 §9 and 001 §9: most relevant, latest, lowest/highest price, kms, year, optional subscription price. */
export const SORT_OPTIONS = ["relevance", "latest", "price-asc", "price-desc", "km-asc", "year-desc", "subscription-asc"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Spec 000 §9: "Page size 21". */
export const HITS_PER_PAGE = 21;
/** The deepest page served; deeper pages are crawl traps, not shopping. */
export const MAX_PAGE = 500;
const MAX_QUERY_LENGTH = 120;
export const MAX_VALUES_PER_FACET = 50;
export const MAX_FACET_VALUE_LENGTH = 100;

export type NumericRange = { min?: number; max?: number };

export type SearchRequest = {
  query: string;
  /** 1-based. */
  page: number;
  sortBy: SortOption;
  /** Selected values per facet: OR within a facet, AND across facets. Absent facet = no filter. */
  filters: Partial<Record<FacetAttribute, string[]>>;
  ranges: Partial<Record<RangeAttribute, NumericRange>>;
  /** 0 asks for counts and facets only (the 'Show Me N cars' button). */
  hitsPerPage: number;
};

export const EMPTY_SEARCH_REQUEST: SearchRequest = { query: "", page: 1, sortBy: "relevance", filters: {}, ranges: {}, hitsPerPage: HITS_PER_PAGE };

export type SearchRequestError = { parameter: string; message: string };
export type SearchRequestParse = { ok: true; request: SearchRequest } | { ok: false; error: SearchRequestError };

const KNOWN_PARAMETERS = new Set<string>([
  "query", "page", "sortBy", "hitsPerPage", ...FACET_ATTRIBUTES, ...RANGE_ATTRIBUTES.flatMap((a) => [`${a}_min`, `${a}_max`]),
]);

const wholeNumber = (min: number, max: number) =>
  z.string().trim().regex(/^\d+$/, "must be a whole number").transform(Number).pipe(z.number().int().min(min).max(max));

/** The highest price a search filters by (`price_min`, `price_max`). */
export const SEARCH_PRICE_LIMIT = 10_000_000;

/** Made once: building a zod schema costs hundreds of times what parsing with it does (about 400 µs against 1 µs). */
const RANGE_BOUND_SCHEMAS: Record<RangeAttribute, z.ZodType<number, string>> = {
  price: wholeNumber(0, SEARCH_PRICE_LIMIT),
  km: wholeNumber(0, 5_000_000),
  year: wholeNumber(1900, 2100),
};

const parameterSchemas = {
  query: z.string().max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`),
  page: wholeNumber(1, MAX_PAGE),
  sortBy: z.enum(SORT_OPTIONS, { error: `must be one of ${SORT_OPTIONS.join(", ")}` }),
  hitsPerPage: z.enum(["0", String(HITS_PER_PAGE)], { error: `must be 0 or ${HITS_PER_PAGE}` }).transform(Number),
  facetValue: z.string().trim().min(1, "must not be empty").max(MAX_FACET_VALUE_LENGTH, `must be at most ${MAX_FACET_VALUE_LENGTH} characters`),
};

/**
 * Reads a search from URL parameters (the page's address and `GET /api/search` share it).
 * Unknown parameters are ignored (tracking tags such as utm_source ride along on shared links);
 * a known parameter with a bad value is an error naming that parameter.
 */
export function parseSearchParams(params: URLSearchParams): SearchRequestParse {
  const request: SearchRequest = { ...EMPTY_SEARCH_REQUEST, filters: {}, ranges: {} };
  const single = <T>(name: "query" | "page" | "sortBy" | "hitsPerPage", schema: z.ZodType<T>): T | undefined | SearchRequestError => {
    const values = params.getAll(name);
    if (values.length === 0) return undefined;
    if (values.length > 1) return { parameter: name, message: "must be given once" };
    const parsed = schema.safeParse(values[0]);
    return parsed.success ? parsed.data : { parameter: name, message: parsed.error.issues[0]!.message };
  };
  const isError = (value: unknown): value is SearchRequestError => typeof value === "object" && value !== null && "parameter" in value;

  const query = single("query", parameterSchemas.query);
  if (isError(query)) return { ok: false, error: query };
  request.query = (query ?? "").trim();
  const page = single("page", parameterSchemas.page);
  if (isError(page)) return { ok: false, error: page };
  if (page !== undefined) request.page = page;
  const sortBy = single("sortBy", parameterSchemas.sortBy);
  if (isError(sortBy)) return { ok: false, error: sortBy };
  if (sortBy !== undefined) request.sortBy = sortBy;
  const hitsPerPage = single("hitsPerPage", parameterSchemas.hitsPerPage);
  if (isError(hitsPerPage)) return { ok: false, error: hitsPerPage };
  if (hitsPerPage !== undefined) request.hitsPerPage = hitsPerPage;

  for (const attribute of FACET_ATTRIBUTES) {
    const raw = params.getAll(attribute).filter((value) => value !== "");
    if (raw.length === 0) continue;
    if (raw.length > MAX_VALUES_PER_FACET) return { ok: false, error: { parameter: attribute, message: `at most ${MAX_VALUES_PER_FACET} values` } };
    const values: string[] = [];
    for (const value of raw) {
      const parsed = parameterSchemas.facetValue.safeParse(value);
      if (!parsed.success) return { ok: false, error: { parameter: attribute, message: parsed.error.issues[0]!.message } };
      if (!values.includes(parsed.data)) values.push(parsed.data);
    }
    request.filters[attribute] = values;
  }

  for (const attribute of RANGE_ATTRIBUTES) {
    const range: NumericRange = {};
    for (const bound of ["min", "max"] as const) {
      const name = `${attribute}_${bound}`;
      const values = params.getAll(name).filter((value) => value !== "");
      if (values.length === 0) continue;
      if (values.length > 1) return { ok: false, error: { parameter: name, message: "must be given once" } };
      const parsed = RANGE_BOUND_SCHEMAS[attribute].safeParse(values[0]);
      if (!parsed.success) return { ok: false, error: { parameter: name, message: parsed.error.issues[0]!.message } };
      range[bound] = parsed.data;
    }
    if (range.min !== undefined && range.max !== undefined && range.min > range.max) {
      return { ok: false, error: { parameter: `${attribute}_min`, message: `must not be above ${attribute}_max` } };
    }
    if (range.min !== undefined || range.max !== undefined) request.ranges[attribute] = range;
  }
  return { ok: true, request };
}

/** Whether a parameter name is part of the search state (the rest of a URL's query is passed through untouched). */
export function isSearchParameter(name: string): boolean {
  return KNOWN_PARAMETERS.has(name);
}

/** The canonical URL query for a search: stable order, defaults left out, so equal searches share one address. */
export function searchRequestToParams(request: SearchRequest): URLSearchParams {
  const params = new URLSearchParams();
  if (request.query) params.set("query", request.query);
  for (const attribute of FACET_ATTRIBUTES) {
    for (const value of request.filters[attribute] ?? []) params.append(attribute, value);
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = request.ranges[attribute];
    if (range?.min !== undefined) params.set(`${attribute}_min`, String(range.min));
    if (range?.max !== undefined) params.set(`${attribute}_max`, String(range.max));
  }
  if (request.sortBy !== "relevance") params.set("sortBy", request.sortBy);
  if (request.page > 1) params.set("page", String(request.page));
  if (request.hitsPerPage !== HITS_PER_PAGE) params.set("hitsPerPage", String(request.hitsPerPage));
  return params;
}

/** What a site can answer beyond the generic rules: the subscription sort only where subscriptions are offered. */
export function searchErrorForSite(request: SearchRequest, site: { offersSubscriptions: boolean }): SearchRequestError | null {
  if (request.sortBy === "subscription-asc" && !site.offersSubscriptions) {
    return { parameter: "sortBy", message: "subscription-asc is not offered on this site" };
  }
  return null;
}
