import type { LocationView } from "./location-view";
import { z } from "zod";
import { POSTCODE_FORMAT } from "@/domain/delivery/delivery-estimate";
import { greatCircleKm, type LatLng } from "@/domain/delivery/great-circle";
import { isAustralianState } from "@/domain/delivery/state-bounds";

/** Spec 001 §7/§8: a postcode with no result gives 'Invalid postcode'. */
export const POSTCODE_NOT_FOUND = "Invalid postcode";
export const SUBURB_NOT_FOUND = "We couldn't find that suburb. Please check the spelling, or enter its postcode.";
export const NEAR_MAX_LENGTH = 60;

/** `/dealer-locator?near=&open=1`: what the GET form sends. Anything unreadable counts as not given. */
export const dealerLocatorQuerySchema = z.object({
  near: z.string().trim().max(NEAR_MAX_LENGTH).catch("").default(""),
  open: z.literal("1").optional().catch(undefined),
});
export type DealerLocatorQuery = { near: string; openNow: boolean };

export function parseDealerLocatorQuery(raw: Record<string, string | string[] | undefined>): DealerLocatorQuery {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const parsed = dealerLocatorQuerySchema.parse({ near: first(raw.near), open: first(raw.open) });
  return { near: parsed.near, openNow: parsed.open === "1" };
}

/** A suburb of the postcode table: [suburb in capitals, state, postcode]. */
export type SuburbRow = readonly [suburb: string, state: string, postcode: string];
export type Suburb = { name: string; state: string; postcode: string };

/** 'NORTH RICHMOND' → 'North Richmond', 'ST KILDA-EAST' → 'St Kilda-East'. */
export const suburbName = (capitals: string) => capitals.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, gap: string, letter: string) => gap + letter.toUpperCase());
export const suburbLabel = (suburb: Suburb) => `${suburb.name} ${suburb.state} ${suburb.postcode}`;

/** Finds suburbs by their exact name (any case, spacing or commas), optionally narrowed by state and postcode. */
export function suburbFinder(rows: readonly SuburbRow[]): (name: string, within?: { state?: string; postcode?: string }) => Suburb[] {
  const byName = new Map<string, SuburbRow[]>();
  for (const row of rows) byName.set(row[0], [...(byName.get(row[0]) ?? []), row]);
  return (name, within = {}) =>
    (byName.get(name) ?? [])
      .filter(([, state, postcode]) => (!within.state || state === within.state) && (!within.postcode || postcode === within.postcode))
      .map(([capitals, state, postcode]) => ({ name: suburbName(capitals), state, postcode }));
}

export type LocatorOrigin = { label: string; point: LatLng };
export type LocatorSearch =
  | { kind: "none" }
  | { kind: "origin"; origin: LocatorOrigin }
  /** A suburb name several postcodes share: the shopper picks one (each a link, so no JavaScript is needed). */
  | { kind: "choices"; choices: { label: string; near: string }[] }
  | { kind: "error"; message: string };

type Lookups = { postcodePoint: (postcode: string) => LatLng | null; findSuburbs: ReturnType<typeof suburbFinder> };

/**
 * Reads what the shopper typed: a 4-digit postcode ('Invalid postcode. Please enter a 4-digit number.' for other
 * digits, spec 001 §8), or a suburb with an optional state and postcode ('Richmond', 'richmond, vic', 'Richmond VIC 3121').
 */
export function resolveLocatorSearch(near: string, { postcodePoint, findSuburbs }: Lookups): LocatorSearch {
  const words = near.toUpperCase().replace(/[,.]/g, " ").split(/\s+/).filter(Boolean);
  if (words.length === 0) return { kind: "none" };
  if (words.every((word) => /^\d+$/.test(word))) {
    const postcode = words.join("");
    if (!/^\d{4}$/.test(postcode)) return { kind: "error", message: POSTCODE_FORMAT };
    const point = postcodePoint(postcode);
    return point ? { kind: "origin", origin: { label: postcode, point } } : { kind: "error", message: POSTCODE_NOT_FOUND };
  }
  const postcode = /^\d{4}$/.test(words.at(-1)!) ? words.pop() : undefined;
  const state = words.length > 1 && isAustralianState(words.at(-1)!) ? words.pop() : undefined;
  const found = findSuburbs(words.join(" "), { state, postcode });
  const postcodes = [...new Set(found.map((s) => s.postcode))];
  const point = postcodes.length === 1 ? postcodePoint(postcodes[0]!) : null;
  if (point) return { kind: "origin", origin: { label: suburbLabel(found[0]!), point } };
  if (postcodes.length > 1) return { kind: "choices", choices: found.map((s) => ({ label: suburbLabel(s), near: suburbLabel(s) })) };
  return { kind: "error", message: SUBURB_NOT_FOUND };
}

export type Placed = { point: LatLng | null };

/** Nearest first from the origin, with each one's distance; places without a point keep their order, last. */
export function nearestFirst<T extends Placed>(places: readonly T[], origin: LatLng): (T & { distanceKm: number | null })[] {
  const measured = places.map((place) => ({ ...place, distanceKm: place.point ? greatCircleKm(origin, place.point) : null }));
  return measured
    .map((place, index) => ({ place, index }))
    .sort((a, b) => (a.place.distanceKm ?? Infinity) - (b.place.distanceKm ?? Infinity) || a.index - b.index)
    .map(({ place }) => place);
}

/** '850 m', '3.4 km' under 10 km, '27 km' beyond. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(0, Math.round(km * 100) * 10)} m`;
  const tenths = Math.round(km * 10) / 10;
  return tenths < 10 ? `${tenths.toFixed(1)} km` : `${Math.round(km)} km`;
}

type Listed = Placed & { status: { isOpen: boolean } | null };

/** The locator's list: nearest first when the search found a place (else the site's order), only those open now when asked. */
export function locatorEntries<T extends Listed>(places: readonly T[], search: LocatorSearch, openNow: boolean): (T & { distanceKm: number | null })[] {
  const ordered = search.kind === "origin" ? nearestFirst(places, search.origin.point) : places.map((place) => ({ ...place, distanceKm: null }));
  return openNow ? ordered.filter((place) => place.status?.isOpen === true) : ordered;
}

export type LocatorEntry = { view: LocationView; distanceKm: number | null };
/** What the dealer locator page shows: the query as typed, how it was read, and the locations nearest first. */
export type DealerLocatorModel = { query: DealerLocatorQuery; search: LocatorSearch; entries: LocatorEntry[]; total: number };
