import type { SiteHttpClient } from "../search/site-http-client";

/** A page the benchmark loads: on a demo site (`site`), or the bare Next.js control (`site` null). */
export type BenchPage = { name: string; site: string | null; path: string; nextPath: () => string };

const page = (name: string, site: string | null, path: string): BenchPage => ({ name, site, path, nextPath: () => path });

/** The address a search settles on (the page redirects a form's address to its own). */
async function canonical(client: SiteHttpClient, site: string, path: string): Promise<string> {
  for (let hops = 0; hops < 3; hops++) {
    const response = await client.get(site, path);
    if (response.status === 200) return path;
    const location = response.status >= 300 && response.status < 400 ? response.headers.location : undefined;
    if (!location) throw new Error(`${site}${path} answered ${response.status}`);
    const next = new URL(location, "http://localhost");
    path = `${next.pathname}${next.search}`;
  }
  throw new Error(`${site}${path} keeps redirecting`);
}

/**
 * Issue 16's pages: search landing pages (a dealer and a group), a filtered search whose query changes with every
 * request (so neither the page cache nor the engine's result cache holds it), a vehicle page, and the control.
 */
export async function benchPages(client: SiteHttpClient): Promise<BenchPage[]> {
  const hits = JSON.parse((await client.get("harbour-toyota", "/api/search?sortBy=latest")).body) as { hits: { path: string }[] };
  const vehicle = hits.hits[0]?.path;
  if (!vehicle) throw new Error("harbour-toyota has no cars to open");
  const filtered = await canonical(client, "harbour-toyota", "/search/used-cars?price_max=50000");
  if (!filtered.includes("price_max=50000")) throw new Error(`The filtered search settled on ${filtered}, without its price filter`);
  let request = 0;
  return [
    page("search landing (Harbour Toyota)", "harbour-toyota", "/search/used-cars"),
    page("search landing (Metro group)", "metro-motor-group", "/search/used-cars"),
    { name: "filtered search, a new query each request", site: "harbour-toyota", path: filtered, nextPath: () => filtered.replace("price_max=50000", `price_max=${30_000 + (request++ % 40_000)}`) },
    page("vehicle page", "harbour-toyota", vehicle),
    page("bare Next.js page (control)", null, "/"),
  ];
}
