import type { SiteMenus } from "./site-menus";

/**
 * Every page of the site its header and footer link to, home first, each once, as a sitemap lists them: the
 * site's own canonical paths. Links to other sites, `mailto:`/`tel:` links and fragments are not pages of it; a
 * link with a query (a filtered search) is a view of a page, which the site may redirect to its canonical form;
 * a trailing slash is redirected to the path without it.
 */
export function menuPaths(menus: SiteMenus): string[] {
  const hrefs = [
    "/",
    ...menus.header.flatMap((item) => (item.kind === "link" ? [item.href] : [...(item.kind === "models" ? item.models.map((m) => m.href) : []), ...item.links.map((l) => l.href)])),
    ...menus.footer.flatMap((group) => group.links.map((l) => l.href)),
  ];
  const paths = hrefs
    .filter((href) => href.startsWith("/") && !href.startsWith("//") && !href.includes("?"))
    .map((href) => href.split("#")[0]!.replace(/(.)\/+$/, "$1"));
  return [...new Set(paths)];
}
