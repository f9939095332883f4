/**
 * The car and postcode of the last drive-away estimate the shopper looked at in this tab, so an enquiry about
 * that car sends `drive_away_postcode` and the dealer's ADF carries the estimate (issue 18).
 */
const KEY = "forecourt:drive-away-viewed";

export function rememberViewedEstimate(carId: number, postcode: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ carId, postcode }));
  } catch {
    // Storage off: the lead simply goes without the estimate.
  }
}

export function viewedEstimatePostcode(carId: string | undefined): string | undefined {
  try {
    const viewed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? "null");
    const { carId: id, postcode } = (viewed ?? {}) as { carId?: unknown; postcode?: unknown };
    return carId !== undefined && String(id) === carId && typeof postcode === "string" ? postcode : undefined;
  } catch {
    return undefined;
  }
}
