import type { SiteConfigInput } from "@/domain/site/site-config-schema";

/** The smallest valid site configuration, scoped to one dealership; tests override what they exercise. */
export function minimalSiteConfig(slug: string, overrides: Partial<SiteConfigInput> = {}): SiteConfigInput {
  return {
    slug,
    name: `${slug} Motors`,
    template: "metro-group",
    address: { city: "Brisbane", state: "QLD" },
    theme: { primary: "#123456", accent: "#abcdef", wordmark: slug },
    navigation: { header: [{ label: "Home", href: "/" }] },
    searchFilters: [[{ field: "dealership_slug", values: [slug] }]],
    ...overrides,
  };
}
