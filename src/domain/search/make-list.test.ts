import { describe, expect, it } from "vitest";
import { makeList, MAKES_SHOWN_BEFORE_SHOW_ALL, SHOW_ALL_MAKES_TEXT } from "./make-list";
import type { FacetValue } from "./search-response";

const facet = (...names: string[]): FacetValue[] => names.map((name, i) => ({ value: name, label: name, count: 100 - i }));
const headed = (list: ReturnType<typeof makeList>) => list.groups.map((group) => [group.heading ?? "", group.values.map((v) => v.value)]);

// Spec 000 §9: "Make list shows 7 entries before 'Show all makes' (popular makes for the first 20 then all makes
// on some sites; 'Popular Makes' and 'All Makes' headings)".
describe("makeList", () => {
  it("'shows 7 entries before 'Show all makes''", () => {
    expect(MAKES_SHOWN_BEFORE_SHOW_ALL).toBe(7);
    expect(SHOW_ALL_MAKES_TEXT).toBe("Show all makes");
    expect(makeList(facet("Toyota"), []).initiallyShown).toBe(7);
  });

  it.each<[string, FacetValue[], string[], [string, string[]][]]>([
    ["no popular makes: one unheaded list in facet order", facet("Toyota", "Mazda", "Kia"), [], [["", ["Toyota", "Mazda", "Kia"]]]],
    ["'Popular Makes' in the site's order, then 'All Makes' A to Z", facet("Toyota", "Mazda", "Kia", "Ford"), ["Kia", "Toyota"], [["Popular Makes", ["Kia", "Toyota"]], ["All Makes", ["Ford", "Mazda"]]]],
    ["popular makes without stock are skipped", facet("Toyota", "Mazda"), ["Isuzu", "Mazda"], [["Popular Makes", ["Mazda"]], ["All Makes", ["Toyota"]]]],
    ["popular makes match whatever their case", facet("GWM", "Honda"), ["gwm"], [["Popular Makes", ["GWM"]], ["All Makes", ["Honda"]]]],
    ["no popular make in stock: one unheaded list", facet("Toyota", "Mazda"), ["Isuzu"], [["", ["Toyota", "Mazda"]]]],
    ["a make named twice in the config appears once", facet("Toyota"), ["Toyota", "toyota"], [["Popular Makes", ["Toyota"]]]],
  ])("%s", (_, makes, popular, expected) => expect(headed(makeList(makes, popular))).toEqual(expected));

  it("'popular makes for the first 20'", () => {
    const names = Array.from({ length: 25 }, (_, i) => `Make ${String(i).padStart(2, "0")}`);
    const [popular, all] = makeList(facet(...names), names).groups;
    expect(popular?.values).toHaveLength(20);
    expect(all?.values.map((make) => make.value)).toEqual(names.slice(20));
  });
});
