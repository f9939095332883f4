import { formatWholeNumber } from "@/domain/pricing/format-dollars";

/** '5 years', '1 year', '5.5 years'. */
export function formatYears(years: number): string {
  return `${years} ${years === 1 ? "year" : "years"}`;
}

/** '8.5% p.a.', '8.99% p.a.'. */
export function formatRate(rate: number): string {
  return `${rate}% p.a.`;
}

/** A money field's typed text: '30,000' (the '$' sits beside the box). */
export function moneyText(value: number): string {
  return formatWholeNumber(value);
}
