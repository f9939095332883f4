import type { Database } from "@/db/client";
import { countSiteLocations, listFranchiseMakes } from "@/db/queries/brands";
import { BRAND_GRIDS, brandGrids, distinctBrandCount, statFigure, yearsSince, type Brand, type BrandItemType } from "@/domain/brands/brand-directory";
import type { BrandsDirectory, BrandStat } from "@/domain/brands/brands-directory-view";
import { slugify } from "@/domain/search/search-route";
import type { BrandsDirectoryConfig } from "@/domain/site/brands-directory-config";
import type { Site } from "@/domain/site/site";

const isGridType = (itemType: string): itemType is BrandItemType => BRAND_GRIDS.some((g) => g.itemType === itemType);

/**
 * Spec 000 §1: the group brands directory — manufacturer grids from the franchises of the group's
 * dealerships, its own brands from configuration, and stats banners with the group's real figures.
 */
export async function loadBrandsDirectory(db: Database, site: Site, config: BrandsDirectoryConfig, now: Date): Promise<BrandsDirectory> {
  const [makes, locationCount] = await Promise.all([listFranchiseMakes(db, site), countSiteLocations(db, site)]);
  const brands: Brand[] = makes.flatMap(({ make, slug, logoUrl, itemTypes }) => {
    const kinds = itemTypes.filter(isGridType);
    return (kinds.length > 0 ? kinds : (["car"] as const)).map((itemType) => ({ name: make, slug: slug ?? slugify(make), logoUrl, itemType }));
  });
  const brandCount = distinctBrandCount(brands);
  const stats: BrandStat[] = [
    { figure: statFigure(locationCount), label: locationCount === 1 ? "location" : "locations" },
    { figure: statFigure(brandCount), label: brandCount === 1 ? "brand" : "brands" },
  ];
  if (config.establishedYear !== undefined) {
    const years = yearsSince(config.establishedYear, now.getUTCFullYear());
    stats.push({ figure: statFigure(years), label: years === 1 ? "year" : "years" });
  }
  return { grids: brandGrids(brands), ownBrands: config.ownBrands, stats };
}
