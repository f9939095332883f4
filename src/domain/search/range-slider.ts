import type { NumericRange } from "./search-request";

export type SliderRange = { min: number; max: number };

/** Spec 000 §5: "Default range 0 to 100000 unless facet stats give a bound". */
export const DEFAULT_SLIDER_RANGE: SliderRange = { min: 0, max: 100_000 };
const SNAP = 1000;

/** Spec 000 §5: "Price and km values snap to the nearest 1000." */
export function snapToThousand(value: number): number {
  return Math.round(value / SNAP) * SNAP;
}

/**
 * The slider's ends from the facet stats, widened outward to whole thousands so the dearest and cheapest car
 * always sit inside the range. A single price (min = max) still gets a span, or the thumbs would have nowhere to go.
 */
export function sliderRange(stats: NumericRange | null): SliderRange {
  const min = Math.max(0, Math.floor((stats?.min ?? DEFAULT_SLIDER_RANGE.min) / SNAP) * SNAP);
  const max = Math.ceil((stats?.max ?? DEFAULT_SLIDER_RANGE.max) / SNAP) * SNAP;
  return { min, max: max > min ? max : min + SNAP };
}

/** Spec 000 §5: "step about 1% of range", in whole thousands so a step never lands between snapped values. */
export function sliderStep(range: SliderRange): number {
  return Math.max(SNAP, snapToThousand((range.max - range.min) / 100));
}

const clamp = (value: number, range: SliderRange) => Math.min(range.max, Math.max(range.min, value));

/**
 * Where the thumbs sit for the bounds in the URL. Spec 000 §4: "Price slider resets to full range when its
 * parameter is cleared": a missing bound puts its thumb at the range's end.
 */
export function sliderThumbs(selected: NumericRange | undefined, range: SliderRange): SliderRange {
  const min = clamp(selected?.min ?? range.min, range);
  return { min, max: Math.max(min, clamp(selected?.max ?? range.max, range)) };
}

/**
 * The bounds to put in the URL for where the thumbs were let go. Spec 000 §5: "minimum not below range minimum,
 * maximum not above range maximum, minimum not above maximum"; spec 001 §5: "min and max thumbs cannot cross",
 * so a minimum pushed past the maximum stops at it. A bound at its range end filters nothing and is left out,
 * so a slider dragged back to full range leaves the URL as if it were never touched.
 */
export function clampSelection(selection: NumericRange, range: SliderRange): NumericRange {
  const max = clamp(snapToThousand(selection.max ?? range.max), range);
  const min = Math.min(max, clamp(snapToThousand(selection.min ?? range.min), range));
  const bounds: NumericRange = {};
  if (min > range.min) bounds.min = min;
  if (max < range.max) bounds.max = max;
  return bounds;
}
