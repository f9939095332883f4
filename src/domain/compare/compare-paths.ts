export const COMPARE_PATH = "/compare";
/** The tray cookie: the ids as `?cars=` holds them, bound to its host (`__Host-`, as the shopper cookies of decision 020). The tray script reads it too, so not HttpOnly: it is no secret. */
export const COMPARE_COOKIE = "__Host-fc_compare";

/** The set as the address and the cookie hold it. */
export const formatCompareSet = (ids: readonly number[]) => ids.join(",");

/** The shareable comparison: `/compare?cars=12,34` (commas left as they are, so the link reads as it is). */
export function comparePath(ids: readonly number[], options: { differencesOnly?: boolean; postcode?: string | null; notice?: "full" } = {}): string {
  const query = [`cars=${formatCompareSet(ids)}`];
  if (options.differencesOnly) query.push("differences=only");
  if (options.postcode) query.push(`postcode=${encodeURIComponent(options.postcode)}`);
  if (options.notice) query.push(`notice=${options.notice}`);
  return `${COMPARE_PATH}?${query.join("&")}`;
}

/** The no-JavaScript "Compare" link: adds the car to the tray cookie and lands on the comparison. */
export const compareAddPath = (carId: number) => `${COMPARE_PATH}/add?car=${carId}`;
export const COMPARE_REMOVE_PATH = `${COMPARE_PATH}/remove`;
