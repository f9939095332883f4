/** Shoppers reading pages through the balancer while the fleet test breaks things: home, vehicle pages, search, sitemaps. */
import { send } from "./http-client";
import type { PageSample } from "./page-verdicts";

export type SiteTarget = { host: string; cars: { id: number; slug: string; status: string }[] };

/** Each site's first page of search hits, read through the balancer: the cars that leads and vehicle pages use. */
export async function sampleSites(url: string, hosts: readonly string[]): Promise<SiteTarget[]> {
  return Promise.all(
    hosts.map(async (host) => {
      const answer = await send(`${url}/api/search`, { host });
      if (answer.status !== 200) throw new Error(`GET /api/search on ${host}: ${answer.status} ${answer.body.slice(0, 200)}`);
      const { hits } = JSON.parse(answer.body) as { hits: { id: number; slug: string; status: string }[] };
      return { host, cars: hits.map(({ id, slug, status }) => ({ id, slug, status })) };
    }),
  );
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A page a shopper might ask for next: mostly vehicle pages and searches, some home pages and sitemaps. */
function nextPath(site: SiteTarget): string {
  const roll = Math.random();
  if (roll < 0.4) return `/cars/${pick(site.cars).slug}`;
  if (roll < 0.7) return `/api/search?sortBy=${pick(["price-asc", "price-desc", "year-desc"])}&page=${1 + Math.floor(Math.random() * 3)}`;
  if (roll < 0.9) return "/";
  return "/sitemap.xml";
}

/**
 * `concurrency` shoppers, each asking for one page after another (no retries: a page that fails counts) until
 * `keepGoing()` says stop. A page fails on a 5xx or no answer; redirects and 404s are answers.
 */
export async function browse(options: { url: string; sites: readonly SiteTarget[]; concurrency: number; keepGoing: () => boolean; onSample: (sample: PageSample) => void }): Promise<void> {
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (options.keepGoing()) {
        const site = pick(options.sites);
        options.onSample(await readPage(options.url, site.host, nextPath(site)));
      }
    }),
  );
}

/** One page read as a shopper's browser would (no retry): its status or network error, and whether it said Retry-After. */
export async function readPage(url: string, host: string, path: string): Promise<PageSample> {
  const startedAt = Date.now();
  let outcome: number | string;
  let retryAfter = false;
  try {
    const answer = await send(`${url}${path}`, { host, timeoutMs: 20_000 });
    outcome = answer.status;
    retryAfter = answer.headers["retry-after"] !== undefined;
  } catch (error) {
    outcome = (error as { code?: string }).code ?? "network";
  }
  return { startedAt, ms: Date.now() - startedAt, failed: typeof outcome !== "number" || outcome >= 500, path, outcome, retryAfter };
}
