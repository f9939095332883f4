import { send, type FuzzRequest } from "./fuzz-request";
import { routeFor, type DiscoveredRoute } from "./route-discovery";

/**
 * What a short crawl of one site shows: the real values its routes take (slugs, chunk names, image
 * paths), the query names its links and GET forms use, its POST forms' hidden fields (a server action's
 * no-JavaScript form post), its cars' ids and VINs. Values come from links, so a route added tomorrow
 * is fuzzed with real values as soon as a page links to it.
 */
export type SiteSample = {
  host: string;
  /** Route pattern → parameter → raw (encoded) values seen in links. */
  params: Map<string, Map<string, string[]>>;
  queryNames: string[];
  /** Route pattern → hidden fields of each POST form on its pages. */
  forms: Map<string, Record<string, string>[]>;
  postFieldNames: string[];
  /** The server action ids its forms name (`$ACTION_ID_…`, or a bound action's `{"id":…}`): real ids for hostile calls. */
  actionIds: string[];
  carIds: number[];
  carSlugs: string[];
  dealershipIds: number[];
  vins: string[];
};

const MAX_PAGES = 16;
const ENTITIES: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", "#39": "'", "#x27": "'" };
const unescapeHtml = (text: string) => text.replace(/&(amp|quot|lt|gt|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);
const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
  return value === undefined ? undefined : unescapeHtml(value);
};

/** Same-origin addresses in a page or sitemap: links, sources, form actions, sitemap locations. */
function addressesIn(text: string, host: string): URL[] {
  const raw = [...text.matchAll(/\s(?:href|src|action)="([^"]+)"|<loc>([^<]+)<\/loc>/g)].map((m) => unescapeHtml(m[1] ?? m[2]!));
  return raw.flatMap((address) => {
    try {
      const url = new URL(address, `http://${host}`);
      return url.hostname === host.split(":")[0] && !url.pathname.startsWith("/_next/") ? [url] : [];
    } catch {
      return [];
    }
  });
}

function formsIn(html: string): { method: string; hidden: Record<string, string>; names: string[] }[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map(([, formTag, inner]) => {
    const hidden: Record<string, string> = {};
    const names: string[] = [];
    for (const [tag] of inner!.matchAll(/<(?:input|select|textarea)\b[^>]*>/gi)) {
      const name = attribute(tag, "name");
      if (!name) continue;
      if (/type="hidden"/i.test(tag)) hidden[name] = attribute(tag, "value") ?? "";
      else names.push(name);
    }
    return { method: (attribute(formTag!, "method") ?? "get").toLowerCase(), hidden, names };
  });
}

const add = <K, V>(map: Map<K, V[]>, key: K, value: V) => map.set(key, [...(map.get(key) ?? []), value]);

/** The action ids a form's hidden fields name. */
const actionIdsIn = (hidden: Record<string, string>) =>
  Object.entries(hidden).flatMap(([name, value]) => [/^\$ACTION_ID_([0-9a-f]{42})$/.exec(name)?.[1], /^\{"id":"([0-9a-f]{42})"/.exec(value)?.[1]]).filter((id): id is string => id !== undefined);

/** Crawls up to MAX_PAGES pages of the site on `host`, one per route, from its home page and sitemap. */
export async function sampleSite(port: number, host: string, routes: readonly DiscoveredRoute[], headers: Record<string, string>): Promise<SiteSample> {
  const sample: SiteSample = { host, params: new Map(), queryNames: [], forms: new Map(), postFieldNames: [], actionIds: [], carIds: [], carSlugs: [], dealershipIds: [], vins: [] };
  const get = (path: string) => send(port, { method: "GET", path, query: "", headers: { ...headers, host } } satisfies FuzzRequest);
  const search = JSON.parse((await get("/api/search?sortBy=latest")).body) as { hits: { id: number; slug: string; dealership_id: number }[] };
  sample.carIds = search.hits.map((h) => h.id);
  sample.carSlugs = search.hits.map((h) => h.slug);
  sample.dealershipIds = [...new Set(search.hits.map((h) => h.dealership_id))];

  const queue = ["/", "/sitemap.xml", ...sample.carSlugs.slice(0, 1).map((slug) => `/cars/${slug}`)];
  const crawledRoutes = new Set<string>();
  const queryNames = new Set<string>();
  const postFields = new Set<string>();
  const actionIds = new Set<string>();
  for (let pages = 0; queue.length > 0 && pages < MAX_PAGES; ) {
    const path = queue.shift()!;
    const route = routeFor(routes, path)?.route;
    if (!route?.tenant || crawledRoutes.has(route.pattern)) continue;
    crawledRoutes.add(route.pattern);
    pages++;
    const { body } = await get(path);
    for (const vin of body.matchAll(/"vehicleIdentificationNumber":"([A-Z0-9]{11,17})"/g)) sample.vins.push(vin[1]!);
    for (const form of formsIn(body)) {
      if (form.method === "post") {
        if (Object.keys(form.hidden).some((name) => name.startsWith("$ACTION"))) add(sample.forms, route.pattern, form.hidden);
        actionIdsIn(form.hidden).forEach((id) => actionIds.add(id));
        form.names.forEach((name) => postFields.add(name));
      } else [...form.names, ...Object.keys(form.hidden)].forEach((name) => queryNames.add(name));
    }
    for (const url of addressesIn(body, host)) {
      url.searchParams.forEach((_, name) => queryNames.add(name));
      const match = routeFor(routes, url.pathname);
      if (!match) continue;
      const known = sample.params.get(match.route.pattern) ?? new Map<string, string[]>();
      for (const [name, value] of Object.entries(match.params)) if (!known.get(name)?.includes(value)) add(known, name, value);
      sample.params.set(match.route.pattern, known);
      queue.push(url.pathname);
    }
  }
  sample.queryNames = [...queryNames];
  sample.postFieldNames = [...postFields];
  sample.actionIds = [...actionIds];
  return sample;
}
