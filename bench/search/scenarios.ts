import type { SearchRequest } from "@/domain/search/search-request";
import type { Site } from "@/domain/site/site";
import { createRandom, mixSeed } from "@/demo/factories/random";
import { GROUP_SITE_SLUG } from "./group-site";
import { mixRequest, QUERY_MIX } from "./query-mix";
import type { SiteValues } from "./site-values";

/** One request of a scenario: which site, which entry of the mix, and the search itself. */
export type Job = { site: Site; mixIndex: number; request: SearchRequest };

/**
 * `jobs(pass)`: the scenario's requests for one pass (one concurrency), the same for engine and baseline.
 * `withBaseline` false: the engine alone (the repeated mix measures its result cache, which SQL has no counterpart of).
 */
export type Scenario = { name: string; sites: Site[]; jobs(pass: number): Job[]; withBaseline: boolean };

const NO_VALUES: SiteValues = { make: [], body: [], fuel: [], transmission: [], colour: [], state: [], car_type: [], modelsByMake: new Map() };

/**
 * The mix's search made unique: the engine caches results per site, and a benchmark that repeats 20
 * searches would time the cache. An upper bound far above every stored price (under $170,000) or odometer
 * (under 650,000 km) changes the cache key, not the answer. `serial` must differ for every request of a run.
 */
export function distinct(request: SearchRequest, serial: number): SearchRequest {
  const { price, km } = request.ranges;
  const ranges = price?.max === undefined
    ? { ...request.ranges, price: { ...price, max: 10_000_000 - serial } }
    : { ...request.ranges, km: { ...km, max: 5_000_000 - serial } };
  return { ...request, ranges };
}

type JobOptions = { count: number; seed: number; year: number; firstSerial: number | null };

/**
 * `count` jobs cycling through the mix, each on a site drawn from `sites` by a seeded generator (same seed,
 * same jobs); made unique from `firstSerial` on, or left as the mix has them when it is null.
 */
function buildJobs(sites: readonly Site[], values: Map<string, SiteValues>, options: JobOptions): Job[] {
  return Array.from({ length: options.count }, (_, i) => {
    const site = createRandom(mixSeed(options.seed, i)).pick(sites);
    const mixIndex = i % QUERY_MIX.length;
    const request = mixRequest(mixIndex, values.get(site.slug) ?? NO_VALUES, options.year);
    return { site, mixIndex, request: options.firstSerial === null ? request : distinct(request, options.firstSerial + i) };
  });
}

/**
 * The two scenarios of issue 3 — random sites among the ~1,000 seeded ones (the whole 1,000,000 cars in
 * play) and the one 50,000-car group site — with every request unique, plus the group site's 20 searches
 * repeated as they are, which the engine answers from its result cache.
 */
export function buildScenarios(allSites: readonly Site[], values: Map<string, SiteValues>, count: number, seed: number, year: number): Scenario[] {
  const group = allSites.filter((s) => s.slug === GROUP_SITE_SLUG);
  if (group.length === 0) throw new Error(`No site '${GROUP_SITE_SLUG}': run bench/search/prepare.sh first`);
  const seeded = allSites.filter((s) => s.slug !== GROUP_SITE_SLUG);
  const unique = (sites: readonly Site[], scenario: number) => (pass: number) =>
    buildJobs(sites, values, { count, seed, year, firstSerial: (scenario * 10 + pass) * count });
  return [
    { name: "1M cars, random sites", sites: seeded, jobs: unique(seeded, 0), withBaseline: true },
    { name: "50k-car group site", sites: group, jobs: unique(group, 1), withBaseline: true },
    { name: "50k-car group site, mix repeated (result cache)", sites: group, jobs: () => buildJobs(group, values, { count, seed, year, firstSerial: null }), withBaseline: false },
  ];
}
