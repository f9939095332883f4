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
        <div className="calc-box">
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
        className="calc-slider"
      />
      <p id={helpId} aria-live="polite" className="min-h-0 text-sm font-medium text-red-700 empty:hidden">
        {help ?? ""}
      </p>
    </div>
  );
}
