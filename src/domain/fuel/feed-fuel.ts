/** What a feed says about a car's fuel: its simple fuel type, its fuel description, and its badge (where 'e:HEV' usually is). */
export type FeedFuel = { simpleFuel?: string | null; fuelDetail?: string | null; badge?: string | null };

const PLUG_IN_HYBRID = /\bPHEV\b|\bplug[\s-]?in\b/i;
// Honda's e:HEV, Toyota's and Hyundai's HEV, "Hybrid", mild hybrids (MHEV); word-bounded so 'Chevrolet' is not one.
const HYBRID = /\be:HEV\b|\bM?HEV\b|\bhybrid\b/i;
const FROM_DETAIL: readonly [RegExp, string][] = [
  [/\bdiesel\b/i, "Diesel"],
  [/\belectric\b/i, "Electric"],
  [/\bLPG\b/i, "LPG"],
  [/\bpetrol\b|\bunleaded\b|\bULP\b/i, "Petrol"],
];

/**
 * The fuel type a car is searched, filtered and tagged by (issue 32: Honda e:HEV hybrids listed as petrol). A hybrid
 * marker in any of the feed's fuel texts or the badge wins over a plain fuel type (feeds often give a hybrid's
 * 'Petrol' engine); a plug-in marker makes it a plug-in hybrid. Otherwise the feed's simple fuel type, else one read
 * from its fuel description, else none.
 */
export function feedFuelType({ simpleFuel, fuelDetail, badge }: FeedFuel): string | null {
  const texts = [simpleFuel, fuelDetail, badge].filter((text): text is string => Boolean(text?.trim()));
  if (texts.some((text) => PLUG_IN_HYBRID.test(text))) return "Plug-in Hybrid";
  if (texts.some((text) => HYBRID.test(text))) return "Hybrid";
  const simple = simpleFuel?.trim();
  if (simple) return simple;
  return FROM_DETAIL.find(([pattern]) => pattern.test(fuelDetail ?? ""))?.[1] ?? null;
}
