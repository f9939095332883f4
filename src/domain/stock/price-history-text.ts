import { formatDollars } from "@/domain/pricing/format-dollars";
import { calendarDate } from "@/domain/site/calendar-date";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A price as people read it: "Enquire for price" for the feed's 0. */
export const priceText = (price: number): string => (price > 0 ? formatDollars(price) : "Enquire for price");

/** "2 Dec" (or "2 Dec 2025" outside `now`'s year), on the given time zone's calendar. */
export function shortDate(at: Date, now: Date, timeZone: string): string {
  const [year, month, day] = calendarDate(at, timeZone).split("-");
  const text = `${Number(day)} ${MONTHS[Number(month) - 1]}`;
  return year === calendarDate(now, timeZone).slice(0, 4) ? text : `${text} ${year}`;
}

/** A price change as one line: "$34,990 → $32,990 on 12 Nov". */
export function priceChangeLine(change: { oldPrice: number; newPrice: number; changedAt: Date }, now: Date, timeZone: string): string {
  return `${priceText(change.oldPrice)} → ${priceText(change.newPrice)} on ${shortDate(change.changedAt, now, timeZone)}`;
}

/**
 * What the workspace car says of a hand price (decision 046): "Price set by hand on 2 Dec by Mia Manager; the feed's
 * $34,990 is not applied until the feed's price changes."
 */
export function handPriceLine(hold: { feedPrice: number; setAt: Date; staffName: string | null }, now: Date, timeZone: string): string {
  const by = hold.staffName ? ` by ${hold.staffName}` : "";
  return `Price set by hand on ${shortDate(hold.setAt, now, timeZone)}${by}; the feed's ${priceText(hold.feedPrice)} is not applied until the feed's price changes.`;
}
