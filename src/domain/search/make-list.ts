import type { FacetValue } from "./search-response";
import { compareAlphabetically } from "@/domain/text/alphabetical";

/** Spec 000 §9: "Make list shows 7 entries before 'Show all makes'". */
export const MAKES_SHOWN_BEFORE_SHOW_ALL = 7;
export const SHOW_ALL_MAKES_TEXT = "Show all makes";
const POPULAR_MAKES_MAX = 20;

export type MakeGroupHeading = "Popular Makes" | "All Makes";
export type MakeGroup = { heading?: MakeGroupHeading; values: FacetValue[] };
export type MakeList = { groups: MakeGroup[]; initiallyShown: number };

/**
 * Spec 000 §9: "popular makes for the first 20 then all makes on some sites; 'Popular Makes' and 'All Makes'
 * headings". A site with popular makes lists those it has stock of, in its own order, then the other makes A to Z
 * (each make once: one checkbox per make, so unticking it anywhere unticks it). A site without them gets one
 * list, unheaded, in the facet's order. Either way the first 7 entries show before 'Show all makes'.
 */
export function makeList(makes: readonly FacetValue[], popularMakes: readonly string[]): MakeList {
  const initiallyShown = MAKES_SHOWN_BEFORE_SHOW_ALL;
  const byName = new Map(makes.map((make) => [make.value.toLowerCase(), make]));
  const popular = [...new Set(popularMakes.map((name) => name.toLowerCase()))]
    .flatMap((name) => byName.get(name) ?? [])
    .slice(0, POPULAR_MAKES_MAX);
  if (popular.length === 0) return { groups: [{ values: [...makes] }], initiallyShown };
  const others = makes.filter((make) => !popular.includes(make)).sort((a, b) => compareAlphabetically(a.label, b.label));
  const groups: MakeGroup[] = [{ heading: "Popular Makes", values: popular }];
  if (others.length > 0) groups.push({ heading: "All Makes", values: others });
  return { groups, initiallyShown };
}
