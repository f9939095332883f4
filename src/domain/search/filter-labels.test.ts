import { describe, expect, it } from "vitest";
import { facetChipLabel, rangeChipLabel } from "./filter-labels";

describe("chip labels", () => {
  it.each([
    ["make", "Toyota", "Toyota"],
    ["seats", "7", "Seats 7"],
    ["year", "2020", "Year 2020"],
    ["car_type", "used", "Used"],
    ["certified", "true", "Certified"],
    ["price_range", "20000-30000", "$20,000 – $30,000"],
  ] as const)("%s=%s reads %j", (attribute, value, label) => {
    expect(facetChipLabel(attribute, value)).toBe(label);
  });

  it.each([
    ["price", { max: 35000 }, "Price: Up to $35,000"],
    ["km", { min: 100000 }, "Kilometres: From 100,000 km"],
    ["year", { min: 2015, max: 2018 }, "Year: 2015 – 2018"],
    ["price", {}, undefined],
    ["price", undefined, undefined],
  ] as const)("%s %j reads %j", (attribute, range, label) => {
    expect(rangeChipLabel(attribute, range)).toBe(label);
  });
});
