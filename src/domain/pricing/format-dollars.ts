/**
 * Money and counts for display (spec 001 §9: "Number format: thousands separators, $ prefix, no decimals").
 * Written out by hand rather than with Intl so output never depends on the runtime's ICU data.
 */
export function formatWholeNumber(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return rounded < 0 ? `-${digits}` : digits;
}

/** Whole dollars as `$1,234,567`; cents, if any slip in, are rounded away. */
export function formatDollars(dollars: number): string {
  const text = formatWholeNumber(dollars);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}
