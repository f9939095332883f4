import type { SearchRequest } from "@/domain/search/search-request";
import type { Site } from "@/domain/site/site";
import { createRandom, mixSeed } from "../../tests/factories/random";
import { GROUP_SITE_SLUG } from "./group-site";
import { mixRequest, QUERY_MIX } from "./query-mix";
import type { SiteValues } from "./site-values";

/** One request of a scenario: which site, which entry of the mix, and the search itself. */
export type Job = { site: Site; mixIndex: number; request: SearchRequest };

export type Scenario = { name: string; sites: Site[]; jobs: Job[] };

const NO_VALUES: SiteValues = { make: [], body: [], fuel: [], transmission: [], colour: [], state: [], car_type: [], modelsByMake: new Map() };

/** `count` jobs cycling through the mix, each on a site drawn from `sites` by a seeded generator (same seed, same jobs). */
function buildJobs(sites: readonly Site[], values: Map<string, SiteValues>, count: number, seed: number, year: number): Job[] {
  return Array.from({ length: count }, (_, i) => {
    const site = createRandom(mixSeed(seed, i)).pick(sites);
    const mixIndex = i % QUERY_MIX.length;
    return { site, mixIndex, request: mixRequest(mixIndex, values.get(site.slug) ?? NO_VALUES, year) };
  });
}

/**
 * The two scenarios of issue 3: random sites among the ~1,000 seeded ones (the whole 1,000,000 cars in
 * play), and the one 50,000-car group site.
 */
export function buildScenarios(allSites: readonly Site[], values: Map<string, SiteValues>, count: number, seed: number, year: number): Scenario[] {
  const group = allSites.filter((s) => s.slug === GROUP_SITE_SLUG);
  if (group.length === 0) throw new Error(`No site '${GROUP_SITE_SLUG}': run bench/search/prepare.sh first`);
  const seeded = allSites.filter((s) => s.slug !== GROUP_SITE_SLUG);
  return [
    { name: "1M cars, random sites", sites: seeded, jobs: buildJobs(seeded, values, count, seed, year) },
    { name: "50k-car group site", sites: group, jobs: buildJobs(group, values, count, seed, year) },
  ];
}
