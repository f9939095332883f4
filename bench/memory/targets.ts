import type { SiteHttpClient } from "../search/site-http-client";

/** What the mix asks of one site: its vehicle pages and the values its search filters offer. */
export type SiteTargets = { slug: string; carPaths: string[]; makes: string[]; bodies: string[] };

type ApiAnswer = { hits: { path: string }[]; facets: Partial<Record<"make" | "body", { value: string }[]>> };

const PAGES_READ = 5;

/** Reads each site's first pages of stock through `GET /api/search`, as a shopper's browser would see them. */
export async function discoverTargets(client: SiteHttpClient, slugs: readonly string[]): Promise<SiteTargets[]> {
  const targets: SiteTargets[] = [];
  for (const slug of slugs) {
    const site: SiteTargets = { slug, carPaths: [], makes: [], bodies: [] };
    for (let page = 1; page <= PAGES_READ; page++) {
      const response = await client.get(slug, `/api/search?page=${page}`);
      if (response.status !== 200) throw new Error(`${slug}: GET /api/search?page=${page} answered ${response.status}`);
      const answer = JSON.parse(response.body) as ApiAnswer;
      site.carPaths.push(...answer.hits.map((hit) => hit.path));
      if (page === 1) {
        site.makes = (answer.facets.make ?? []).map((v) => v.value);
        site.bodies = (answer.facets.body ?? []).map((v) => v.value);
      }
    }
    if (site.carPaths.length > 0) targets.push(site);
  }
  if (targets.length === 0) throw new Error("No site has any cars to request");
  return targets;
}
