import { describe, expect, it } from "vitest";
import { FACET_VALUE_LIMITS, facetValueLabel, presentFacet, type FacetPresentationOptions } from "./facet-presentation";
import type { FacetAttribute } from "./search-request";

const counts = (entries: Record<string, number>) => new Map(Object.entries(entries));
const none: FacetPresentationOptions = { selected: [], certifiedOnly: false };
const values = (attribute: FacetAttribute, entries: Record<string, number>, options = none) =>
  presentFacet(attribute, counts(entries), options).map((v) => v.value);

describe("facetValueLabel", () => {
  it.each<[FacetAttribute, string, string]>([
    ["car_type", "new", "New"],
    ["car_type", "demo", "Demo"],
    ["car_type", "used", "Used"],
    ["certified", "true", "Certified"],
    ["certified", "false", "Not certified"],
    ["status", "in_stock", "In stock"],
    ["status", "coming_soon", "Coming soon"],
    ["status", "sold", "Sold"],
    ["price_range", "10000-20000", "$10,000 – $20,000"],
    ["price_range", "100000-", "$100,000+"],
    ["price_range", "-5000", "Under $5,000"],
    ["weekly_price_range", "150-200", "$150 – $200/wk"],
    ["weekly_price_range", "500-", "$500+/wk"],
    ["km", "10000-50000", "10,000 – 50,000 km"],
    ["km", "200000-", "200,000+ km"],
    ["km", "lots", "lots"],
    ["make", "Toyota", "Toyota"],
    ["car_type", "caravan", "caravan"],
  ])("%s %j → %j", (attribute, value, label) => expect(facetValueLabel(attribute, value)).toBe(label));
});

describe("presentFacet ordering", () => {
  it("spec 000 §9 'Car type facet order new, demo, used' — whatever the counts", () => {
    expect(values("car_type", { used: 300, new: 5, demo: 40 })).toEqual(["new", "demo", "used"]);
  });
  it("status follows in stock, coming soon, sold", () => {
    expect(values("status", { sold: 9, coming_soon: 2, in_stock: 1 })).toEqual(["in_stock", "coming_soon", "sold"]);
  });
  it("year is newest first", () => {
    expect(values("year", { "2019": 50, "2024": 1, "2021": 7 })).toEqual(["2024", "2021", "2019"]);
  });
  it("price buckets keep bucket order, open-ended top bucket last", () => {
    expect(values("price_range", { "100000-": 9, "10000-20000": 3, "0-10000": 1, "20000-30000": 20 })).toEqual(["0-10000", "10000-20000", "20000-30000", "100000-"]);
  });
  it("everything else by count descending, then label", () => {
    expect(values("make", { Mazda: 4, Toyota: 12, Kia: 4 })).toEqual(["Toyota", "Kia", "Mazda"]);
  });
});

describe("presentFacet selection and empties", () => {
  it("values with 0 count and not selected are dropped", () => {
    expect(values("make", { Toyota: 3, Holden: 0 })).toEqual(["Toyota"]);
  });
  it("a selected value stays even with count 0 or missing from the counts", () => {
    expect(presentFacet("make", counts({ Toyota: 3, Holden: 0 }), { selected: ["Holden", "Saab"], certifiedOnly: false })).toEqual([
      { value: "Toyota", label: "Toyota", count: 3 },
      { value: "Holden", label: "Holden", count: 0 },
      { value: "Saab", label: "Saab", count: 0 },
    ]);
  });
  it("spec 000 §5 'Certified facet hides 'false' values when certifiedOnly is set'", () => {
    expect(values("certified", { true: 4, false: 90 }, { selected: ["false"], certifiedOnly: true })).toEqual(["true"]);
    expect(values("certified", { true: 4, false: 90 })).toEqual(["true", "false"]);
  });
});

describe("presentFacet limits", () => {
  const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`V${String(i).padStart(3, "0")}`, 1000 - i]));
  it.each<[string, FacetAttribute, number]>([
    ["spec 000 §9 'model facet limit 30'", "model", 30],
    ["spec 001 §7 'Facet limits: city 20'", "city", 20],
    ["spec 001 §7 'dealership 40'", "dealership_name", 40],
  ])("%s", (_, attribute, limit) => {
    expect(FACET_VALUE_LIMITS[attribute]).toBe(limit);
    expect(values(attribute, many(limit + 10))).toHaveLength(limit);
  });
  it("a selected value past the limit is still listed", () => {
    const listed = values("model", many(40), { selected: ["V039"], certifiedOnly: false });
    expect(listed).toHaveLength(31);
    expect(listed.at(-1)).toBe("V039");
  });
  it("facets without a limit list every value", () => {
    expect(values("make", many(60))).toHaveLength(60);
  });
});
