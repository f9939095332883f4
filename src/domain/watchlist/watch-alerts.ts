import { localClock } from "../location/local-clock";
import { timeZoneOfState } from "../location/time-zone";
import { formatDollars } from "../pricing/format-dollars";

/**
 * Watchlist alerts (issue 14): a text when a saved car's price drops or it sells, at most one per car per day on
 * the site's clock, each with a link that stops them.
 */
export type WatchEventKind = "price_drop" | "sold";

export type WatchEvent = { kind: WatchEventKind; oldPrice: number; newPrice: number };

/** The alert's day, 'YYYY-MM-DD' on the clock of the site's state: the unit of "one message per car per day". */
export function alertDay(now: Date, siteState: string): string {
  return localClock(now, timeZoneOfState(siteState)).date;
}

/** The unguessable part of the stop link: 32 characters of base64url. */
export const ALERT_STOP_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const alertStopPath = (token: string) => `/alerts/${token}`;

/**
 * Where an alert's links point: the address the shopper saved the car on, else the site's own. Null when neither
 * is known: an alert is not sent without a stop link that works.
 */
export function alertOrigin(savedOn: string | null, site: { url?: string; domains: readonly string[] }): string | null {
  const origin = savedOn ?? site.url ?? (site.domains[0] ? `https://${site.domains[0]}` : null);
  return origin ? origin.replace(/\/+$/, "") : null;
}

export type AlertText = { siteName: string; carName: string; carPath: string; origin: string; stopToken: string; event: WatchEvent };

/** The text message; short, because a text is. */
export function watchAlertText({ siteName, carName, carPath, origin, stopToken, event }: AlertText): string {
  const stop = `Stop alerts: ${origin}${alertStopPath(stopToken)}`;
  if (event.kind === "sold") {
    return `${siteName}: ${carName} on your watchlist has sold. See similar cars: ${origin}${carPath}#similar-cars\n${stop}`;
  }
  return `${siteName}: price drop on your watchlist. ${carName} is now ${formatDollars(event.newPrice)} (was ${formatDollars(event.oldPrice)}). ${origin}${carPath}\n${stop}`;
}
