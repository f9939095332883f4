import { formatDollars, formatWholeNumber } from "@/domain/pricing/format-dollars";
import type { FacetAttribute } from "./search-request";
import type { FacetValue } from "./search-response";
import { compareAlphabetically } from "@/domain/text/alphabetical";

/** Spec 000 §9 "model facet limit 30"; spec 001 §7 "Facet limits: city 20, dealership 40". The rest are ours. */
export const FACET_VALUE_LIMITS: Partial<Record<FacetAttribute, number>> = {
  model: 30, make_model: 30, badge: 30, city: 20, dealership_name: 40, location_name: 40,
};

/** Spec 000 §9 "Car type facet order new, demo, used"; the other fixed orders follow the car's life. */
const FIXED_ORDERS: Partial<Record<FacetAttribute, readonly string[]>> = {
  car_type: ["new", "demo", "used"],
  status: ["in_stock", "coming_soon", "sold", "others"],
  certified: ["true", "false"],
};

const FIXED_LABELS: Partial<Record<FacetAttribute, Readonly<Record<string, string>>>> = {
  car_type: { new: "New", demo: "Demo", used: "Used" },
  status: { in_stock: "In stock", coming_soon: "Coming soon", sold: "Sold", others: "Other" },
  certified: { true: "Certified", false: "Not certified" },
};

const BUCKET_ATTRIBUTES = new Set<FacetAttribute>(["price_range", "weekly_price_range", "km"]);
const BUCKET_PATTERN = /^(\d*)-(\d*)$/;

type Bucket = { from: number | null; to: number | null };

function parseBucket(value: string): Bucket | null {
  const match = BUCKET_PATTERN.exec(value);
  if (!match || (match[1] === "" && match[2] === "")) return null;
  return { from: match[1] ? Number(match[1]) : null, to: match[2] ? Number(match[2]) : null };
}

function bucketLabel(bucket: Bucket, format: (n: number) => string, suffix: string): string {
  const { from, to } = bucket;
  if (from !== null && to !== null) return `${format(from)} – ${format(to)}${suffix}`;
  if (from !== null) return `${format(from)}+${suffix}`;
  return `Under ${format(to ?? 0)}${suffix}`;
}

/** The text a shopper sees for one facet value (chips, dropdowns, breadcrumbs). */
export function facetValueLabel(attribute: FacetAttribute, value: string): string {
  const fixed = FIXED_LABELS[attribute]?.[value];
  if (fixed) return fixed;
  if (!BUCKET_ATTRIBUTES.has(attribute)) return value;
  const bucket = parseBucket(value);
  if (!bucket) return value;
  if (attribute === "price_range") return bucketLabel(bucket, formatDollars, "");
  if (attribute === "weekly_price_range") return bucketLabel(bucket, formatDollars, "/wk");
  return bucketLabel(bucket, formatWholeNumber, " km");
}

type Comparator = (a: FacetValue, b: FacetValue) => number;

const byCountThenLabel: Comparator = (a, b) => b.count - a.count || compareAlphabetically(a.label, b.label);

function comparatorFor(attribute: FacetAttribute): Comparator {
  const order = FIXED_ORDERS[attribute];
  if (order) {
    const rank = (v: FacetValue) => (order.includes(v.value) ? order.indexOf(v.value) : order.length);
    return (a, b) => rank(a) - rank(b) || byCountThenLabel(a, b);
  }
  if (attribute === "year") return (a, b) => Number(b.value) - Number(a.value) || byCountThenLabel(a, b);
  if (BUCKET_ATTRIBUTES.has(attribute)) {
    // Open-ended buckets sort to their end of the scale; unreadable ones go last.
    const lower = (v: FacetValue) => {
      const bucket = parseBucket(v.value);
      return bucket ? (bucket.from ?? -1) : Number.MAX_SAFE_INTEGER;
    };
    return (a, b) => lower(a) - lower(b) || byCountThenLabel(a, b);
  }
  return byCountThenLabel;
}

export type FacetPresentationOptions = { selected: readonly string[]; certifiedOnly: boolean };

/**
 * A facet's values as the filter UI lists them: labelled, ordered, limited.
 * Selected values always stay (even at count 0 or past the limit) so a shopper can always untick what they ticked;
 * other values with no cars are dropped.
 */
export function presentFacet(attribute: FacetAttribute, counts: ReadonlyMap<string, number>, options: FacetPresentationOptions): FacetValue[] {
  const selected = new Set(options.selected);
  const values = new Map<string, number>();
  for (const [value, count] of counts) if (count > 0 || selected.has(value)) values.set(value, count);
  for (const value of selected) if (!values.has(value)) values.set(value, 0);
  // Spec 000 §5: "Certified facet hides 'false' values when certifiedOnly is set."
  if (attribute === "certified" && options.certifiedOnly) values.delete("false");

  const sorted = [...values].map(([value, count]) => ({ value, label: facetValueLabel(attribute, value), count })).sort(comparatorFor(attribute));
  const limit = FACET_VALUE_LIMITS[attribute];
  if (limit === undefined) return sorted;
  return sorted.filter((facetValue, index) => index < limit || selected.has(facetValue.value));
}
