import type { SiteConfig, Template } from "./site-config-schema";

export type SiteDealership = { id: number; slug: string; name: string };

/** A resolved tenant: passed explicitly from the request edge to every query and component. */
export type Site = {
  id: number;
  slug: string;
  name: string;
  template: Template;
  domains: string[];
  isDefault: boolean;
  config: SiteConfig;
  dealerships: SiteDealership[];
};
