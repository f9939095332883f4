"use client";

type Slider = { min: number; max: number; step: number; position: number; valueText: string; onSlide(position: number): void };

type Props = {
  id: string;
  /** The GET form's parameter (the quote API's name). */
  name: string;
  label: string;
  text: string;
  onText(text: string): void;
  onCommit(): void;
  slider: Slider;
  /** Shown (and announced) while the typed value is out of range. */
  help: string | null;
  prefix?: string;
  suffix?: string;
  inputMode: "numeric" | "decimal";
  /** A value the provider fixes: shown, not editable. */
  disabled?: boolean;
  /** Sliders need JavaScript; until it runs they are shown disabled and the typed box does the work. */
  hydrated: boolean;
};

const TRACK =
  "h-6 w-full cursor-pointer appearance-none bg-transparent disabled:cursor-not-allowed disabled:opacity-50 " +
  "[&::-webkit-slider-runnable-track]:h-1.5 [&::-webkit-slider-runnable-track]:rounded-full [&::-webkit-slider-runnable-track]:bg-[linear-gradient(to_right,var(--brand-link)_var(--fill),#d4d4d4_var(--fill))] " +
  "[&::-webkit-slider-thumb]:-mt-[9px] [&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-brand-link [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow " +
  "[&::-moz-range-track]:h-1.5 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-neutral-300 [&::-moz-range-progress]:h-1.5 [&::-moz-range-progress]:rounded-full [&::-moz-range-progress]:bg-brand-link " +
  "[&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-brand-link [&::-moz-range-thumb]:bg-white";

/**
 * One calculator input: a typed box (named, so the GET form works without JavaScript) paired with a native
 * range slider over the same value (keyboard: arrows, Page Up/Down, Home/End). Both share the label; the
 * slider speaks its value as text ('$30,000', '5 years'). Out-of-range help is tied to the box.
 */
export function CalculatorField({ id, name, label, text, onText, onCommit, slider, help, prefix, suffix, inputMode, disabled = false, hydrated }: Props) {
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const fill = slider.max > slider.min ? ((slider.position - slider.min) / (slider.max - slider.min)) * 100 : 0;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3">
        <label id={labelId} htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <div className="flex h-11 w-36 shrink-0 items-center rounded-button border border-neutral-400 bg-white px-3 focus-within:border-brand-link has-[:disabled]:bg-neutral-100 has-[[aria-invalid=true]]:border-red-700">
          {prefix ? (
            <span aria-hidden="true" className="pr-1 text-ink-muted">
              {prefix}
            </span>
          ) : null}
          <input
            id={id}
            name={disabled ? undefined : name}
            type="text"
            inputMode={inputMode}
            autoComplete="off"
            value={text}
            disabled={disabled}
            aria-invalid={help ? true : undefined}
            aria-describedby={help ? helpId : undefined}
            onChange={(event) => onText(event.target.value)}
            onBlur={onCommit}
            onKeyDown={(event) => {
              if (event.key === "Enter" && hydrated) {
                event.preventDefault();
                onCommit();
              }
            }}
            className="w-full min-w-0 bg-transparent text-right font-semibold text-ink tabular-nums outline-none disabled:text-ink-muted"
          />
          {suffix ? (
            <span aria-hidden="true" className="pl-1 text-sm text-ink-muted">
              {suffix}
            </span>
          ) : null}
        </div>
      </div>
      <input
        type="range"
        aria-labelledby={labelId}
        aria-valuetext={slider.valueText}
        min={slider.min}
        max={slider.max}
        step={slider.step}
        value={Math.min(slider.max, Math.max(slider.min, slider.position))}
        disabled={disabled || !hydrated}
        onChange={(event) => slider.onSlide(Number(event.target.value))}
        style={{ "--fill": `${fill}%` } as React.CSSProperties}
        className={TRACK}
      />
      <p id={helpId} aria-live="polite" className="min-h-0 text-sm font-medium text-red-700 empty:hidden">
        {help ?? ""}
      </p>
    </div>
  );
}
