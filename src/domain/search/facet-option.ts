import type { FacetValue } from "./search-response";

/** A facet value as a checkbox list takes it: value and count, and the label only where it differs from the value. */
export type FacetOption = [value: string, count: number, label?: string];

export function toFacetOptions(values: readonly FacetValue[]): FacetOption[] {
  return values.map(({ value, count, label }) => (label === value ? [value, count] : [value, count, label]));
}
