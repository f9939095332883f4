import type { APIRequestContext, Page } from "@playwright/test";

/** A link that did not answer with a page: where it points, what it answered, and the page that links to it. */
export type BrokenLink = { url: string; status: number | string; foundOn: string };
export type CrawlReport = { visited: number; checked: number; broken: BrokenLink[] };

type Options = {
  /** Pages this many links from the home page are checked, not followed. */
  maxDepth: number;
  /** Vehicle pages (/cars/{slug}) checked and followed per site; the rest of the stock is skipped. */
  vehicleSamples: number;
};

const VEHICLE_PAGE = /^\/cars\/[^/]+$/;
/** Answers that are not HTML pages: fetched for their status, never opened in the browser. */
const NOT_A_PAGE = /^\/(api|media|_next)\/|\.(pdf|xml|svg|txt|webmanifest|json|png|jpe?g|webp|avif)$/;

/**
 * What makes two links the same check: the path, and for a query only the names of its parameters. A search page
 * links to dozens of filters (`?make=kia`, `?make=mazda`, …); one of each shape is enough to find a route that fails.
 */
function linkShape(url: URL): string {
  return url.search ? `${url.pathname}?${[...new Set(url.searchParams.keys())].sort().join("&")}` : url.pathname;
}

/** Opens a page and lists the absolute addresses of its links; the status is what the page answered. */
export type PageOpener = (url: string) => Promise<{ status: number | string; hrefs: string[] }>;

/** Pages opened in the browser (with JavaScript on), so links that scripts add are seen too. */
export async function browserOpener(page: Page): Promise<PageOpener> {
  await page.route("**/*", (route) => (["image", "media", "font"].includes(route.request().resourceType()) ? route.abort() : route.continue()));
  return async (url) => {
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    const status = response?.status() ?? "no response";
    const hrefs = typeof status === "number" && status < 400 ? await page.locator("a[href]").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href).filter((href) => /^https?:/.test(href))) : [];
    return { status, hrefs };
  };
}

/** Pages as a browser without JavaScript reads them: the served HTML, its `<a href>`s resolved against the page. */
export function htmlOpener(request: APIRequestContext): PageOpener {
  return async (url) => {
    const response = await request.get(url, { maxRedirects: 10, timeout: 60_000 });
    const html = response.status() < 400 ? await response.text() : "";
    await response.dispose();
    const base = response.url();
    const hrefs = [...html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, "&"), base).href).filter((href) => /^https?:/.test(href));
    return { status: response.status(), hrefs };
  };
}

/**
 * Follows every same-site link (header, footer and page body) from the home page to `maxDepth`, opening pages
 * with `open` (the browser with JavaScript, or the served HTML without it), and collects every link that answers
 * an error. Links past the last depth and files are fetched for their status. Redirects are followed to their end.
 */
export async function crawlSite(open: PageOpener, request: APIRequestContext, origin: string, options: Options): Promise<CrawlReport> {
  const seen = new Set<string>(["/"]);
  const queue: { path: string; depth: number; foundOn: string }[] = [{ path: "/", depth: 0, foundOn: "(start)" }];
  const broken: BrokenLink[] = [];
  let vehicles = 0;
  let visited = 0;
  let checked = 0;

  const enqueue = (href: string, depth: number, foundOn: string) => {
    const url = new URL(href, origin);
    if (url.origin !== origin) return;
    const path = `${url.pathname}${url.search}`;
    const shape = linkShape(url);
    if (seen.has(shape)) return;
    if (VEHICLE_PAGE.test(url.pathname)) {
      if (vehicles >= options.vehicleSamples) return;
      vehicles += 1;
    }
    seen.add(shape);
    queue.push({ path, depth, foundOn });
  };

  for (let item = queue.shift(); item; item = queue.shift()) {
    const { path, depth, foundOn } = item;
    const url = `${origin}${path}`;
    // A page with a query (a search's filters, sort or page) is a view of a page the crawl opens anyway: checked, not followed.
    const follow = depth < options.maxDepth && !NOT_A_PAGE.test(new URL(url).pathname) && !path.includes("?");
    try {
      if (!follow) {
        checked += 1;
        const response = await request.get(url, { maxRedirects: 10, timeout: 60_000 });
        if (response.status() >= 400) broken.push({ url: path, status: response.status(), foundOn });
        await response.dispose();
        continue;
      }
      visited += 1;
      const { status, hrefs } = await open(url);
      if (typeof status !== "number" || status >= 400) {
        broken.push({ url: path, status, foundOn });
        continue;
      }
      for (const href of hrefs) enqueue(href, depth + 1, path);
    } catch (error) {
      broken.push({ url: path, status: error instanceof Error ? error.message.split("\n")[0]! : String(error), foundOn });
    }
  }
  return { visited, checked, broken };
}

/** One line per broken link, grouped by the page that is missing, for a failure message. */
export function describeBrokenLinks(site: string, broken: readonly BrokenLink[]): string {
  return broken.map((b) => `${site}: ${b.url} answered ${b.status} (linked from ${b.foundOn})`).join("\n");
}
