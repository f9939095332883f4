"use client";

import { useState, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { clampSelection, sliderRange, sliderStep, sliderThumbs, type SliderRange } from "@/domain/search/range-slider";
import type { NumericRange } from "@/domain/search/search-request";
import { formatRangeValue } from "@/domain/search/filter-labels";
import { useSearchShell } from "./search-shell";

/** Spec 000 §9: "Debounce: … price slider 400 ms". */
const SLIDER_DEBOUNCE_MS = 400;

type Props = {
  attribute: "price" | "km";
  label: string;
  /** Bounds of the matching cars without this range's own filter (the engine's stats). */
  stats: { min: number; max: number } | null;
  value: NumericRange | undefined;
};

const THUMB =
  "pointer-events-none absolute inset-0 h-6 w-full appearance-none bg-transparent " +
  "[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-brand-link [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow " +
  "[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:cursor-grab [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-brand-link [&::-moz-range-thumb]:bg-white";

const boundText = (bounds: NumericRange, bound: "min" | "max") => (bounds[bound] === undefined ? "" : String(bounds[bound]));

/**
 * A price or km range: two number boxes (named `price_min`/`price_max`, so the GET form sends them without
 * JavaScript) and, with JavaScript, a two-thumb slider over the same bounds. Values snap to 1,000, the
 * thumbs cannot cross, and a bound at the end of the range is left out of the URL (spec 000 §4-5).
 */
export function RangeFilter({ attribute, label, stats, value }: Props) {
  const { scheduleApply } = useSearchShell();
  const range: SliderRange = sliderRange(stats);
  const step = sliderStep(range);
  const applied = clampSelection(value ?? {}, range);
  const appliedKey = `${range.min}-${range.max}-${applied.min ?? ""}-${applied.max ?? ""}`;

  const [thumbs, setThumbs] = useState(() => sliderThumbs(value, range));
  const [texts, setTexts] = useState({ min: boundText(applied, "min"), max: boundText(applied, "max") });
  // A new search (a navigation, the back button) resets both to what the address says.
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setThumbs(sliderThumbs(value, range));
    setTexts({ min: boundText(applied, "min"), max: boundText(applied, "max") });
  }

  const commit = (selection: NumericRange) => {
    const bounds = clampSelection(selection, range);
    setThumbs(sliderThumbs(bounds, range));
    setTexts({ min: boundText(bounds, "min"), max: boundText(bounds, "max") });
    scheduleApply(SLIDER_DEBOUNCE_MS);
  };
  const typed = (text: string) => (text.trim() === "" ? undefined : Number(text));
  const commitTexts = () => commit({ min: typed(texts.min), max: typed(texts.max) });
  // Enter submits the form: the typed numbers are tidied first, so the form sends snapped, ordered bounds.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") flushSync(commitTexts);
  };
  const id = `range-${attribute}`;
  const fill = (n: number) => ((n - range.min) / (range.max - range.min)) * 100;

  return (
    <fieldset>
      <legend className="sr-only">{label}</legend>
      <div className="hidden px-3 pt-2 pb-5 group-data-[enhanced=true]/search:block">
        <div className="relative h-6">
          <div aria-hidden="true" className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-neutral-200" />
          <div
            aria-hidden="true"
            className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand-link"
            style={{ left: `${fill(thumbs.min)}%`, right: `${100 - fill(thumbs.max)}%` }}
          />
          <input
            type="range"
            aria-label={`Minimum ${label.toLowerCase()}`}
            aria-valuetext={formatRangeValue(attribute, thumbs.min)}
            min={range.min}
            max={range.max}
            step={step}
            value={thumbs.min}
            // Near the top end the minimum thumb lies over the maximum one, so it can still be dragged back down.
            className={`${THUMB} ${thumbs.min > range.min + (range.max - range.min) / 2 ? "z-10" : ""}`}
            onChange={(event) => commit({ min: Math.min(Number(event.target.value), thumbs.max), max: thumbs.max })}
          />
          <input
            type="range"
            aria-label={`Maximum ${label.toLowerCase()}`}
            aria-valuetext={formatRangeValue(attribute, thumbs.max)}
            min={range.min}
            max={range.max}
            step={step}
            value={thumbs.max}
            className={THUMB}
            onChange={(event) => commit({ min: thumbs.min, max: Math.max(Number(event.target.value), thumbs.min) })}
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3">
        {(["min", "max"] as const).map((bound) => (
          <div key={bound}>
            <label htmlFor={`${id}-${bound}`} className="text-xs font-semibold text-ink-muted">
              {bound === "min" ? "Minimum" : "Maximum"}
              {attribute === "km" ? " (km)" : " ($)"}
            </label>
            <input
              id={`${id}-${bound}`}
              type="number"
              inputMode="numeric"
              name={`${attribute}_${bound}`}
              min={0}
              value={texts[bound]}
              placeholder={formatRangeValue(attribute, range[bound])}
              onChange={(event) => setTexts({ ...texts, [bound]: event.target.value })}
              onBlur={commitTexts}
              onKeyDown={onKeyDown}
              className="mt-1 min-h-11 w-full rounded-button border border-neutral-300 bg-white px-3 text-ink tabular-nums"
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
