/**
 * Spec 001 §5: the location select "auto-selects when only one option remains". The dealership choice narrows the
 * locations to that dealership's own; with no dealership chosen (or locations not tied to one), all remain.
 */
export function locationsOfDealership<T extends { dealershipSlug?: string }>(locations: readonly T[], dealershipSlug: string | undefined): T[] {
  if (!dealershipSlug) return [...locations];
  return locations.filter((location) => location.dealershipSlug === undefined || location.dealershipSlug === dealershipSlug);
}

/** The one option left, which is then chosen for the shopper; none when several (or none) remain. */
export function soleRemaining<T>(options: readonly T[]): T | undefined {
  return options.length === 1 ? options[0] : undefined;
}
