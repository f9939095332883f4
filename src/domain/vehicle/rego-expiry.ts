const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2027-03-14` → `14 March 2027`; null for anything that is not an ISO date. */
export function formatLongDate(isoDate: string): string | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${Number(match[3])} ${month} ${match[1]}` : null;
}

export type RegoExpiryOptions = {
  /** Today's date where the dealer trades, `YYYY-MM-DD`. */
  today: string;
  /** Spec: 'Unregistered' is configuration-dependent; without it a lapsed rego shows nothing. */
  showUnregistered: boolean;
};

/**
 * Spec 000 §5: "Rego expiry: 'Expires on {date}', or 'Unregistered' (configuration-dependent) if passed,
 * else nothing." A registration expiring today is still current for the day.
 */
export function regoExpiryText(expiry: string | null | undefined, { today, showUnregistered }: RegoExpiryOptions): string | null {
  if (!expiry) return null;
  const formatted = formatLongDate(expiry);
  if (!formatted) return null;
  if (expiry < today) return showUnregistered ? "Unregistered" : null;
  return `Expires on ${formatted}`;
}
