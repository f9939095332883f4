import type { SiteMenus } from "./site-menus";

/**
 * Every page of the site its header and footer link to, home first, each once: the site's own paths
 * (absolute links to other sites, `#` fragments and `mailto:`/`tel:` links are not pages of it).
 */
export function menuPaths(menus: SiteMenus): string[] {
  const hrefs = [
    "/",
    ...menus.header.flatMap((item) => (item.kind === "link" ? [item.href] : [...(item.kind === "models" ? item.categories.flatMap((c) => c.models.map((m) => m.href)) : []), ...item.links.map((l) => l.href)])),
    ...menus.footer.flatMap((group) => group.links.map((l) => l.href)),
  ];
  const paths = hrefs.filter((href) => href.startsWith("/") && !href.startsWith("//")).map((href) => href.split("#")[0]!);
  return [...new Set(paths)];
}
