import { FACET_ATTRIBUTES, HITS_PER_PAGE, type FacetAttribute, type SearchRequest } from "./search-request";
import type { SearchVocabulary } from "./search-response";

export type SearchFilterSet = Partial<Record<FacetAttribute, string[]>>;
export type Breadcrumb = { label: string; href: string };
export type SearchRoute = { filters: SearchFilterSet; breadcrumbs: Breadcrumb[]; heading: string; canonicalPath: string };
/** A search as an address: the path it reads best as, and the filters left for the query string. */
export type SearchPath = { path: string; rest: SearchFilterSet };
/** Location and dealership paths use slugs the data owns, so writing them needs the vocabulary's places. */
export type SearchPlaces = Pick<SearchVocabulary, "locations" | "dealerships">;

const DEFAULT_SEGMENT = "new-used-and-demo-cars";
/** Spec 001 §2: "/search/new-used-and-demo-cars (default)". */
export const DEFAULT_SEARCH_PATH = `/search/${DEFAULT_SEGMENT}`;

/** Spec 001 §2: "/search/{type}-cars (used-cars, demo-cars, new-cars), /search/new-and-demo-cars". */
const CAR_TYPE_SEGMENTS: readonly { segment: string; types: readonly string[] }[] = [
  { segment: DEFAULT_SEGMENT, types: [] },
  { segment: "new-cars", types: ["new"] },
  { segment: "used-cars", types: ["used"] },
  { segment: "demo-cars", types: ["demo"] },
  { segment: "new-and-demo-cars", types: ["new", "demo"] },
];
const CAR_TYPE_ORDER = ["new", "used", "demo"];
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The one slugifier for search paths: 'Land Rover' → 'land-rover', 'CX-5' → 'cx-5', 'Citroën' → 'citroen'. */
export function slugify(name: string): string {
  return name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}

/** 'New, Used and Demo Cars' for none or all of them; otherwise the chosen types in new, used, demo order. */
function carTypeHeading(types: readonly string[]): string {
  const chosen = CAR_TYPE_ORDER.filter((type) => types.includes(type));
  const words = (chosen.length === 0 ? CAR_TYPE_ORDER : chosen).map(capitalise);
  const last = words.pop() ?? "";
  return `${words.length > 0 ? `${words.join(", ")} and ${last}` : last} Cars`;
}

function withoutEmpty(filters: SearchFilterSet, ...omit: FacetAttribute[]): SearchFilterSet {
  const kept: SearchFilterSet = {};
  for (const attribute of FACET_ATTRIBUTES) {
    const values = filters[attribute];
    if (values && values.length > 0 && !omit.includes(attribute)) kept[attribute] = values;
  }
  return kept;
}

const sameSet = (a: readonly string[], b: readonly string[]) => new Set(a).size === b.length && b.every((value) => a.includes(value));

/**
 * The most specific path for a set of filters — make/model, then make, body, location, dealership, car type —
 * with what the path cannot say left in `rest`. Only a single value can go in a path.
 */
export function searchPathFor(filters: SearchFilterSet, places?: SearchPlaces): SearchPath {
  const only = (attribute: FacetAttribute) => {
    const values = filters[attribute];
    return values?.length === 1 && values[0] && slugify(values[0]) ? values[0] : undefined;
  };
  const make = only("make");
  const model = only("model");
  if (make && model) return { path: `/search/${slugify(make)}/${slugify(model)}`, rest: withoutEmpty(filters, "make", "model") };
  if (make) return { path: `/search/${slugify(make)}`, rest: withoutEmpty(filters, "make") };
  const body = only("body");
  if (body) return { path: `/search/${slugify(body)}`, rest: withoutEmpty(filters, "body") };
  const location = places?.locations.find((place) => place.name === only("location_name"));
  if (location) return { path: `/search/${location.slug}`, rest: withoutEmpty(filters, "location_name") };
  const dealership = places?.dealerships.find((place) => place.name === only("dealership_name"));
  if (dealership) return { path: `/search/${dealership.slug}`, rest: withoutEmpty(filters, "dealership_name") };
  const types = filters.car_type ?? [];
  const typeSegment = sameSet(types, CAR_TYPE_ORDER) ? DEFAULT_SEGMENT : CAR_TYPE_SEGMENTS.find((entry) => sameSet(types, entry.types))?.segment;
  if (typeSegment) return { path: `/search/${typeSegment}`, rest: withoutEmpty(filters, "car_type") };
  return { path: DEFAULT_SEARCH_PATH, rest: withoutEmpty(filters) };
}

/** The link for a set of filters: its path plus the leftover filters as repeated parameters. */
export function searchHref(filters: SearchFilterSet, places?: SearchPlaces): string {
  const { path, rest } = searchPathFor(filters, places);
  const params = new URLSearchParams();
  for (const attribute of FACET_ATTRIBUTES) for (const value of rest[attribute] ?? []) params.append(attribute, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Spec 001 §2 "Breadcrumbs … with make, model and simple_body levels" under the car type: car type → make →
 * model → body, then the place for location and dealership pages. A level appears only for a single value.
 */
export function searchBreadcrumbs(filters: SearchFilterSet, places?: SearchPlaces): Breadcrumb[] {
  const types = filters.car_type ?? [];
  let cumulative: SearchFilterSet = types.length > 0 ? { car_type: types } : {};
  const crumbs: Breadcrumb[] = [{ label: carTypeHeading(types), href: searchHref(cumulative, places) }];
  const levels: FacetAttribute[] = ["make", ...(filters.make?.length === 1 ? (["model"] as const) : []), "body", "location_name", "dealership_name"];
  for (const attribute of levels) {
    const values = filters[attribute];
    if (values?.length !== 1 || !values[0]) continue;
    cumulative = { ...cumulative, [attribute]: values };
    crumbs.push({ label: values[0], href: searchHref(cumulative, places) });
  }
  return crumbs;
}

function route(filters: SearchFilterSet, heading: string, canonicalPath: string, places: SearchPlaces): SearchRoute {
  return { filters, heading, canonicalPath, breadcrumbs: searchBreadcrumbs(filters, places) };
}

/**
 * Reads `/search/…` segments as the filters they name, or null for an address that names nothing (a 404).
 * A single segment is tried as a car type, then make, body, location slug and dealership slug, so a
 * dealership sharing its only location's slug reads as that location, which shows the same cars.
 */
export function parseSearchPath(segments: readonly string[], vocabulary: SearchVocabulary): SearchRoute | null {
  const wanted = segments.map((segment) => segment.toLowerCase());
  if (wanted.length > 2 || wanted.some((segment) => segment === "")) return null;
  const [first = DEFAULT_SEGMENT, second] = wanted;
  if (second !== undefined) {
    const found = vocabulary.models.find((entry) => slugify(entry.make) === first && slugify(entry.model) === second);
    return found ? route({ make: [found.make], model: [found.model] }, `${found.make} ${found.model}`, `/search/${first}/${second}`, vocabulary) : null;
  }
  const carType = CAR_TYPE_SEGMENTS.find((entry) => entry.segment === first);
  if (carType) {
    const filters: SearchFilterSet = carType.types.length > 0 ? { car_type: [...carType.types] } : {};
    return route(filters, carTypeHeading(carType.types), `/search/${first}`, vocabulary);
  }
  const make = vocabulary.makes.find((name) => slugify(name) === first);
  if (make) return route({ make: [make] }, make, `/search/${first}`, vocabulary);
  const body = vocabulary.bodies.find((name) => slugify(name) === first);
  if (body) return route({ body: [body] }, body, `/search/${first}`, vocabulary);
  const location = vocabulary.locations.find((place) => place.slug.toLowerCase() === first);
  if (location) return route({ location_name: [location.name] }, `Stock at ${location.name}`, `/search/${first}`, vocabulary);
  const dealership = vocabulary.dealerships.find((place) => place.slug.toLowerCase() === first);
  if (dealership) return route({ dealership_name: [dealership.name] }, `More from ${dealership.name}`, `/search/${first}`, vocabulary);
  return null;
}

/**
 * Only searches an address path can say on its own are indexed: page 1, default sort and page size, no text
 * query, no ranges, nothing left for the query string. Everything else is a filter combination (noindex).
 */
export function isIndexableSearch(request: SearchRequest, places?: SearchPlaces): boolean {
  const hasRange = Object.values(request.ranges).some((range) => range?.min !== undefined || range?.max !== undefined);
  return request.query === "" && request.page === 1 && request.sortBy === "relevance" && request.hitsPerPage === HITS_PER_PAGE
    && !hasRange && Object.keys(searchPathFor(request.filters, places).rest).length === 0;
}

/**
 * Spec 001 §2's other breadcrumb address, "/used-car/{car_type}/", names a body type ('suv', 'people-mover'):
 * the search of used cars of that body, or null when the site has no such body (a 404).
 */
export function usedCarBodySearchHref(segment: string, vocabulary: Pick<SearchVocabulary, "bodies">): string | null {
  const body = vocabulary.bodies.find((name) => slugify(name) === segment.toLowerCase());
  return body ? searchHref({ car_type: ["used"], body: [body] }) : null;
}

/**
 * Spec 000 §2 "/search/{dealership_slug} | see more from this dealer": the dealership's stock on this site. (A
 * dealership sharing its only location's slug reads as that location, which shows the same cars.)
 */
export function dealershipSearchPath(dealershipSlug: string): string {
  return `/search/${encodeURIComponent(dealershipSlug)}`;
}
