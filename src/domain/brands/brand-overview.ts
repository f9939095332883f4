import type { SiteModel } from "@/domain/models/model";

/**
 * Spec 000 §2: `/{brand}/overview`, one page per manufacturer the site sells. A site sells a make when one
 * of its dealerships' locations holds its franchise or the site presents a model of it; a used-car yard
 * with neither sells no brand, and every overview there is a 404.
 */
import type { CarType } from "@/domain/car/car";
import { searchHref } from "@/domain/search/search-route";
import { compareAlphabetically } from "@/domain/text/alphabetical";

export type SiteBrand = { name: string; slug: string; logoUrl: string | null };

export const brandOverviewPath = (brand: Pick<SiteBrand, "slug">) => `/${brand.slug}/overview`;

/** The makes a site sells: franchises and the makes of its models, once each by slug, A to Z. */
export function siteBrands(franchises: readonly SiteBrand[], modelMakes: readonly SiteBrand[]): SiteBrand[] {
  const bySlug = new Map<string, SiteBrand>();
  for (const brand of [...franchises, ...modelMakes]) {
    const known = bySlug.get(brand.slug);
    bySlug.set(brand.slug, known ? { ...known, logoUrl: known.logoUrl ?? brand.logoUrl } : brand);
  }
  return [...bySlug.values()].sort((a, b) => compareAlphabetically(a.name, b.name));
}

/** The `{brand}` of the path, matched exactly: a slug in another case or spelling names no page. */
export const findSiteBrand = (brands: readonly SiteBrand[], slug: string) => brands.find((brand) => brand.slug === slug) ?? null;

/** Spec 000 §9: car type facet order new, demo, used. */
const STOCK_ORDER: readonly { carType: CarType; label: string }[] = [
  { carType: "new", label: "New" },
  { carType: "demo", label: "Demo" },
  { carType: "used", label: "Used" },
];

export type BrandStockLink = { label: string; count: number; href: string };

/** One link per car type the site has in stock of the make, with how many are in stock (coming soon and sold not counted). */
export function brandStockLinks(brand: SiteBrand, inStock: Readonly<Partial<Record<string, number>>>): BrandStockLink[] {
  return STOCK_ORDER.filter(({ carType }) => (inStock[carType] ?? 0) > 0).map(({ carType, label }) => ({
    label: `${label} ${brand.name}`,
    count: inStock[carType]!,
    href: searchHref({ make: [brand.name], car_type: [carType] }),
  }));
}

/** A brand overview page: the make, its in-stock counts by car type linking to each search, and its models. */
export type BrandOverview = { brand: SiteBrand; stock: BrandStockLink[]; inStock: number; models: SiteModel[] };
