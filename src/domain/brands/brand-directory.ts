/**
 * Spec 000 §1: the group brands directory — "car, motorcycle, truck and own-brand grids and stats banners
 * (50+ locations, 40+ brands, 30+ years)". Pure: the caller passes the brands the group's dealerships
 * sell new, with the kind of vehicle each one's stock is.
 */
import { compareAlphabetically } from "@/domain/text/alphabetical";

/** The manufacturer grids, in the order they show; caravans are the outdoor dealers' fourth kind. */
export const BRAND_GRIDS = [
  { itemType: "car", heading: "Car brands" },
  { itemType: "motorcycle", heading: "Motorcycle brands" },
  { itemType: "truck", heading: "Truck brands" },
  { itemType: "caravan", heading: "Caravan brands" },
] as const;
export type BrandItemType = (typeof BRAND_GRIDS)[number]["itemType"];

export type Brand = { name: string; slug: string; logoUrl: string | null; itemType: BrandItemType };
export type BrandGrid = { itemType: BrandItemType; heading: string; brands: Brand[] };

/** Brands by grid, A to Z; a make sold as two kinds (Isuzu utes and Isuzu trucks) is in both grids. Empty grids are left out. */
export function brandGrids(brands: readonly Brand[]): BrandGrid[] {
  return BRAND_GRIDS.map(({ itemType, heading }) => {
    const inGrid = brands.filter((b) => b.itemType === itemType);
    const unique = [...new Map(inGrid.map((b) => [b.slug, b])).values()].sort((a, b) => compareAlphabetically(a.name, b.name));
    return { itemType, heading, brands: unique };
  }).filter((grid) => grid.brands.length > 0);
}

/** How many different makes the group sells (a make in two grids counts once). */
export const distinctBrandCount = (brands: readonly Brand[]) => new Set(brands.map((b) => b.slug)).size;

/**
 * A stats banner's figure, as the spec writes them ('50+ locations'): from ten up, rounded down to the ten
 * with a plus (57 → '50+'); below ten, the exact number.
 */
export function statFigure(value: number): string {
  const whole = Math.max(0, Math.floor(value));
  return whole < 10 ? String(whole) : `${Math.floor(whole / 10) * 10}+`;
}

/** Whole years since the founding year (none before it). */
export const yearsSince = (establishedYear: number, currentYear: number) => Math.max(0, currentYear - establishedYear);
