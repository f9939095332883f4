/**
 * The features shoppers filter by (facet `filtered_features`): the equipment that decides a shortlist,
 * not every line of a features list. Other features stay searchable as text.
 */
export const FILTERABLE_FEATURES: readonly string[] = [
  "Apple CarPlay", "Android Auto", "Reversing Camera", "360 Degree Camera", "Adaptive Cruise Control", "Blind Spot Monitor",
  "Heated Front Seats", "Leather Upholstery", "Sunroof", "Panoramic Glass Roof", "Satellite Navigation", "Head-Up Display",
  "Power Tailgate", "Tow Bar", "Bull Bar", "Snorkel", "Rear Diff Lock", "Vehicle-to-Load (V2L)", "DC Fast Charging",
  "Cruise Control", "Quickshifter", "Heated Grips", "Ensuite Shower and Toilet", "Solar Panels", "Lithium Battery",
  "Reverse Cycle Air Conditioning", "Off-road Suspension", "Tail Lift", "Air Suspension Seat",
];

const filterable = new Set(FILTERABLE_FEATURES);

export function filterableFeaturesOf(features: readonly string[]): string[] {
  return features.filter((feature) => filterable.has(feature));
}
