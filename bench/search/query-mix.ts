import { EMPTY_SEARCH_REQUEST, type SearchRequest } from "@/domain/search/search-request";
import type { SiteValues } from "./site-values";

/**
 * The benchmark's fixed mix of 20 searches: 0 to 4 filters (a range counts as one), with and without
 * text, every one asking for page 1 with all facets and stats. Filter values are the site's own most
 * common ones (rank 0 = most common), so a search means the same thing on every site it runs on.
 */
export type MixEntry = { label: string; build(values: SiteValues, year: number): Partial<SearchRequest> };

const nth = (list: readonly string[], rank: number): string[] => {
  const value = list[rank] ?? list[0];
  return value === undefined ? [] : [value];
};
const topModel = (values: SiteValues): string[] => nth(values.modelsByMake.get(values.make[0] ?? "") ?? [], 0);

export const QUERY_MIX: readonly MixEntry[] = [
  { label: "no filter", build: () => ({}) },
  { label: "car_type, latest", build: (v) => ({ filters: { car_type: nth(v.car_type, 0) }, sortBy: "latest" }) },
  { label: "make", build: (v) => ({ filters: { make: nth(v.make, 0) } }) },
  { label: "make + model", build: (v) => ({ filters: { make: nth(v.make, 0), model: topModel(v) } }) },
  { label: "body, price-asc", build: (v) => ({ filters: { body: nth(v.body, 0) }, sortBy: "price-asc" }) },
  { label: "two makes, price-asc", build: (v) => ({ filters: { make: [...nth(v.make, 0), ...nth(v.make, 1)] }, sortBy: "price-asc" }) },
  { label: "fuel + price_max", build: (v) => ({ filters: { fuel: nth(v.fuel, 1) }, ranges: { price: { max: 30_000 } } }) },
  { label: "body + transmission + price range", build: (v) => ({ filters: { body: nth(v.body, 0), transmission: nth(v.transmission, 0) }, ranges: { price: { min: 20_000, max: 50_000 } } }) },
  { label: "make + body + car_type + km_max", build: (v) => ({ filters: { make: nth(v.make, 0), body: nth(v.body, 0), car_type: ["used"] }, ranges: { km: { max: 100_000 } } }) },
  { label: "make + fuel + colour + year_min", build: (v, year) => ({ filters: { make: nth(v.make, 1), fuel: nth(v.fuel, 0), colour: nth(v.colour, 0) }, ranges: { year: { min: year - 5 } } }) },
  { label: "state + car_type, year-desc", build: (v) => ({ filters: { state: nth(v.state, 0), car_type: nth(v.car_type, 1) }, sortBy: "year-desc" }) },
  { label: "text 'corolla'", build: () => ({ query: "corolla" }) },
  { label: "text 'ute'", build: () => ({ query: "ute" }) },
  { label: "text 'hilux 4x4'", build: () => ({ query: "hilux 4x4" }) },
  { label: "text 'coroll' (prefix)", build: () => ({ query: "coroll" }) },
  { label: "text 'tayota' (typo)", build: () => ({ query: "tayota" }) },
  { label: "text top model + car_type", build: (v) => ({ query: (topModel(v)[0] ?? "corolla").toLowerCase(), filters: { car_type: ["used"] } }) },
  { label: "text 'white auto' + price_max", build: () => ({ query: "white auto", ranges: { price: { max: 40_000 } } }) },
  { label: "text 'diesel' + body + year_min", build: (v, year) => ({ query: "diesel", filters: { body: nth(v.body, 0) }, ranges: { year: { min: year - 3 } } }) },
  { label: "text 'suv' + make + transmission + price_max, km-asc", build: (v) => ({ query: "suv", filters: { make: nth(v.make, 0), transmission: nth(v.transmission, 0) }, ranges: { price: { max: 60_000 } }, sortBy: "km-asc" }) },
];

/** Entry `index` of the mix for one site, as a complete request (page 1, 21 hits, every facet). */
export function mixRequest(index: number, values: SiteValues, year: number): SearchRequest {
  const entry = QUERY_MIX[index % QUERY_MIX.length]!;
  return { ...EMPTY_SEARCH_REQUEST, filters: {}, ranges: {}, ...entry.build(values, year) };
}
