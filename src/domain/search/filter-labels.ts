import { formatDollars, formatWholeNumber } from "@/domain/pricing/format-dollars";
import { facetValueLabel } from "./facet-presentation";
import type { FacetAttribute, NumericRange, RangeAttribute } from "@/domain/search/search-request";

/** What each facet is called on the page (pills, legends, chips). */
export const FACET_LABELS: Record<FacetAttribute, string> = {
  make: "Make",
  model: "Model",
  make_model: "Make and model",
  badge: "Variant",
  body: "Body type",
  fuel: "Fuel",
  transmission: "Transmission",
  drive: "Drive",
  colour: "Colour",
  seats: "Seats",
  year: "Year",
  car_type: "Condition",
  status: "Availability",
  tag: "Tag",
  certified: "Certified",
  city: "City",
  state: "State",
  location_name: "Location",
  dealership_name: "Dealership",
  item_type: "Item type",
  categories: "Category",
  filtered_features: "Features",
  price_range: "Price band",
  weekly_price_range: "Weekly repayment",
  km: "Odometer band",
};

export const RANGE_LABELS: Record<RangeAttribute, string> = { price: "Price", km: "Kilometres", year: "Year" };

export function formatRangeValue(attribute: RangeAttribute, value: number): string {
  if (attribute === "price") return formatDollars(value);
  if (attribute === "km") return `${formatWholeNumber(value)} km`;
  return String(value);
}

/** '$10,000 – $30,000', 'From $10,000', 'Up to 50,000 km'; undefined for no range. */
export function describeRange(attribute: RangeAttribute, range: NumericRange | undefined): string | undefined {
  if (!range) return undefined;
  const { min, max } = range;
  if (min !== undefined && max !== undefined) return `${formatRangeValue(attribute, min)} – ${formatRangeValue(attribute, max)}`;
  if (min !== undefined) return `From ${formatRangeValue(attribute, min)}`;
  if (max !== undefined) return `Up to ${formatRangeValue(attribute, max)}`;
  return undefined;
}

/** A chip for one facet value, as the results page shows it: 'Toyota', 'Seats 7'. */
export function facetChipLabel(attribute: FacetAttribute, value: string): string {
  const label = facetValueLabel(attribute, value);
  return attribute === "year" || attribute === "seats" ? `${FACET_LABELS[attribute]} ${label}` : label;
}

/** A chip for a range: 'Price: Up to $35,000'; undefined for no range. */
export function rangeChipLabel(attribute: RangeAttribute, range: NumericRange | undefined): string | undefined {
  const text = describeRange(attribute, range);
  return text && `${RANGE_LABELS[attribute]}: ${text}`;
}
