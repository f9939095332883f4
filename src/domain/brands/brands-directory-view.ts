import type { BrandsDirectoryConfig } from "@/domain/site/brands-directory-config";
import type { BrandGrid } from "./brand-directory";

export type BrandStat = { figure: string; label: string };

/** What `/brands` shows: the manufacturer grids, the group's own brands and its stats banners. */
export type BrandsDirectory = { grids: BrandGrid[]; ownBrands: BrandsDirectoryConfig["ownBrands"]; stats: BrandStat[] };
