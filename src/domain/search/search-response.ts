import type { CarSummary } from "@/domain/car/car";
import type { FacetAttribute, RangeAttribute } from "./search-request";

export type FacetValue = { value: string; label: string; count: number };

/** A search result: the car as a card needs it, plus its weekly finance estimate at the site's sample rate. */
export type SearchHit = CarSummary & { weeklyEstimate: number | null };

export type SearchResult = {
  hits: SearchHit[];
  /** Every facet the data carries, counted disjunctively (each facet ignores its own selection). */
  facets: Partial<Record<FacetAttribute, FacetValue[]>>;
  /** Bounds for the sliders, computed without the attribute's own range filter; null when nothing matches. */
  stats: Record<RangeAttribute, { min: number; max: number } | null>;
  /** Cars matching every filter. */
  count: number;
  page: number;
  pages: number;
  hitsPerPage: number;
  /** Time spent in the engine, milliseconds. */
  ms: number;
};

/**
 * The names a site's search paths can use (`/search/toyota/corolla`, `/search/suv`, `/search/{location slug}`):
 * what its stock and places actually hold, so a path segment is read as what it names.
 */
export type SearchVocabulary = {
  makes: string[];
  models: { make: string; model: string }[];
  bodies: string[];
  locations: { slug: string; name: string }[];
  dealerships: { slug: string; name: string }[];
};
