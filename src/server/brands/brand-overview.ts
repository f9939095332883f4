import type { Database } from "@/db/client";
import { countInStockByCarType, listFranchiseMakes } from "@/db/queries/brands";
import { listSiteModels } from "@/db/queries/models";
import { brandStockLinks, findSiteBrand, siteBrands, type BrandOverview, type SiteBrand } from "@/domain/brands/brand-overview";
import { slugify } from "@/domain/search/search-route";
import type { Site } from "@/domain/site/site";
import { memoisePerSiteRecord } from "@/server/tenancy/site-record-memo";

/** The makes the site sells (franchises and its models' makes): read once per site record, as menus are. */
export const listSiteBrands = memoisePerSiteRecord(async (db, site): Promise<SiteBrand[]> => {
  const [franchises, models] = await Promise.all([listFranchiseMakes(db, site), listSiteModels(db, site)]);
  return siteBrands(
    franchises.map((f) => ({ name: f.make, slug: f.slug ?? slugify(f.make), logoUrl: f.logoUrl })),
    models.map((m) => ({ name: m.manufacturerName, slug: m.manufacturerSlug, logoUrl: null })),
  );
});

/** `/{brand}/overview` (spec 000 §2): the brand's models and stock at the site; null (a 404) for a make the site does not sell. */
export async function loadBrandOverview(db: Database, site: Site, slug: string): Promise<BrandOverview | null> {
  const brand = findSiteBrand(await listSiteBrands(db, site), slug);
  if (!brand) return null;
  const [counts, models] = await Promise.all([countInStockByCarType(db, site, brand.name), listSiteModels(db, site)]);
  const stock = brandStockLinks(brand, counts);
  return { brand, stock, inStock: stock.reduce((sum, link) => sum + link.count, 0), models: models.filter((m) => m.manufacturerSlug === brand.slug) };
}
