/**
 * The credit-check finance application (spec 001 §2 "/finance (credit-check application variant)", §6 "Sign-in is
 * required for: … the credit-check finance application"; decision 024). It lives at its own path, so the proxy can
 * answer it as a per-user page (no-store) by path alone; `/finance?variant=credit-check` leads there.
 */
export const CREDIT_CHECK_PATH = "/finance/credit-check";

/** `/finance/credit-check`, with the car or budget the shopper came with: where sign-in comes back to and the form posts. */
export function creditCheckPath(query: { carId: number | null; vehiclePriceBudget: number | undefined }): string {
  const search = new URLSearchParams();
  if (query.carId !== null) search.set("car_id", String(query.carId));
  if (query.vehiclePriceBudget !== undefined) search.set("vehiclePriceBudget", String(query.vehiclePriceBudget));
  const text = search.toString();
  return `${CREDIT_CHECK_PATH}${text ? `?${text}` : ""}`;
}

/**
 * Where `/finance?variant=…` goes: the credit-check application when asked for on a site that offers it, else null
 * (the plain finance page, open to everyone).
 */
export function financeVariantRedirect(variant: string | string[] | undefined, creditCheck: boolean, query: { carId: number | null; vehiclePriceBudget: number | undefined }): string | null {
  const asked = Array.isArray(variant) ? variant[0] : variant;
  return creditCheck && asked === "credit-check" ? creditCheckPath(query) : null;
}
