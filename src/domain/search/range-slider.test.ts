import { describe, expect, it } from "vitest";
import { clampSelection, DEFAULT_SLIDER_RANGE, sliderRange, sliderStep, sliderThumbs, snapToThousand, type SliderRange } from "./range-slider";
import type { NumericRange } from "./search-request";

describe("snapToThousand — spec 000 §5 'Price and km values snap to the nearest 1000'", () => {
  it.each([
    [0, 0], [499, 0], [500, 1000], [12_345, 12_000], [12_500, 13_000], [99_999, 100_000],
  ])("%d → %d", (value, snapped) => expect(snapToThousand(value)).toBe(snapped));
});

describe("sliderRange — spec 000 §5 'Default range 0 to 100000 unless facet stats give a bound'", () => {
  it.each<[string, NumericRange | null, SliderRange]>([
    ["no stats: the default range", null, { min: 0, max: 100_000 }],
    ["stats give both bounds, widened to thousands", { min: 4_990, max: 87_450 }, { min: 4_000, max: 88_000 }],
    ["stats give only a maximum", { max: 250_000 }, { min: 0, max: 250_000 }],
    ["stats give only a minimum", { min: 20_000 }, { min: 20_000, max: 100_000 }],
    ["one price still leaves room to slide", { min: 30_000, max: 30_000 }, { min: 30_000, max: 31_000 }],
  ])("%s", (_, stats, range) => expect(sliderRange(stats)).toEqual(range));
  it("the default is 0 to 100000", () => expect(DEFAULT_SLIDER_RANGE).toEqual({ min: 0, max: 100_000 }));
});

describe("sliderStep — spec 000 §5 'step about 1% of range'", () => {
  it.each<[SliderRange, number]>([
    [{ min: 0, max: 100_000 }, 1_000],
    [{ min: 0, max: 1_000_000 }, 10_000],
    [{ min: 5_000, max: 250_000 }, 2_000],
    [{ min: 10_000, max: 20_000 }, 1_000],
  ])("%j → %d", (range, step) => expect(sliderStep(range)).toBe(step));
});

const range: SliderRange = { min: 0, max: 100_000 };

describe("clampSelection — the bounds the slider puts in the URL", () => {
  it.each<[string, NumericRange, NumericRange]>([
    ["'minimum not below range minimum'", { min: -5_000, max: 50_000 }, { max: 50_000 }],
    ["'maximum not above range maximum'", { min: 20_000, max: 150_000 }, { min: 20_000 }],
    ["'minimum not above maximum' — 'min and max thumbs cannot cross' (spec 001 §5)", { min: 60_000, max: 40_000 }, { min: 40_000, max: 40_000 }],
    ["values snap to the nearest 1000", { min: 12_345, max: 67_890 }, { min: 12_000, max: 68_000 }],
    ["the full range puts nothing in the URL", { min: 0, max: 100_000 }, {}],
    ["a thumb snapped onto its end is dropped", { min: 400, max: 99_600 }, {}],
    ["an untouched bound is left out", { max: 30_000 }, { max: 30_000 }],
  ])("%s", (_, selection, bounds) => expect(clampSelection(selection, range)).toEqual(bounds));
});

describe("sliderThumbs — spec 000 §4 'Price slider resets to full range when its parameter is cleared'", () => {
  it.each<[string, NumericRange | undefined, SliderRange]>([
    ["no parameter: full range", undefined, { min: 0, max: 100_000 }],
    ["a cleared minimum returns to the range start", { max: 40_000 }, { min: 0, max: 40_000 }],
    ["a bound outside the range sits at its end", { min: 20_000, max: 900_000 }, { min: 20_000, max: 100_000 }],
    ["a minimum above the range pulls the maximum with it", { min: 200_000 }, { min: 100_000, max: 100_000 }],
  ])("%s", (_, selected, thumbs) => expect(sliderThumbs(selected, range)).toEqual(thumbs));
});
