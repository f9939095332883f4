import type { SiteConfig } from "@/domain/site/site-config-schema";
import { slugify } from "@/domain/search/search-route";

export type NavLink = { label: string; href: string };

/** The generic service page every site has. */
export const SERVICE_PATH = "/service";

/**
 * Spec 001 §2: "If the dealership has a service-booking web key, the service link reads with the brand name
 * plus Service and points to /ford-service." Null when the rule does not apply (no key, or no single brand).
 */
export function brandServiceLink(config: Pick<SiteConfig, "xtimeWebkey" | "manufacturer">): NavLink | null {
  if (!config.xtimeWebkey || !config.manufacturer) return null;
  const brand = config.manufacturer.name;
  return { label: `${brand} Service`, href: `/${slugify(brand)}-service` };
}

/** A menu link to the service page, as the site shows it: its brand's service page when the rule applies. */
export function applyServiceLinkRule(link: NavLink, config: Pick<SiteConfig, "xtimeWebkey" | "manufacturer">): NavLink {
  if (link.href !== SERVICE_PATH) return link;
  return brandServiceLink(config) ?? link;
}
