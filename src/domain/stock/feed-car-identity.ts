import { slugify } from "@/domain/search/search-route";

type Identity = { year: number; make: string; model: string; badge?: string | undefined; stocknum: string };

/** '2022 Toyota Corolla Ascent Sport' (the badge left out when it only repeats the model): a car's name when the feed gives none. */
export function feedCarTitle({ year, make, model, badge }: Omit<Identity, "stocknum">): string {
  return badge && badge !== model ? `${year} ${make} ${model} ${badge}` : `${year} ${make} ${model}`;
}

/**
 * A new car's slug: its title and stock number, '2022-toyota-corolla-ascent-sport-u1234'. Kept for the
 * car's life (a corrected make does not break its links). The import makes it unique when it is not.
 */
export function feedCarSlug(identity: Identity): string {
  return `${slugify(feedCarTitle(identity))}-${slugify(identity.stocknum) || "car"}`;
}
