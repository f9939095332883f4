import { localClock } from "../locations/local-clock";
import { timeZoneOfState } from "../locations/time-zone";
import { formatDollars } from "../pricing/format-dollars";

/**
 * Watchlist alerts (issue 14): a text, and an e-mail when the shopper confirmed an address, when a saved car's price drops,
 * it sells or a similar car arrives; at most one message per watched car per day on the site's clock, each with a
 * link that stops them.
 */
export type WatchEventKind = "price_drop" | "sold" | "arrived";

/** What an alert tells: a watched car's price drop or sale, or a car like it that arrived (the alert's car is then the new one). */
export type WatchEvent =
  | { kind: "price_drop" | "sold"; oldPrice: number; newPrice: number }
  | { kind: "arrived"; price: number; watchedCarName: string };

/** The alert's day, 'YYYY-MM-DD' on the clock of the site's state: the unit of "one message per car per day". */
export function alertDay(now: Date, siteState: string): string {
  return localClock(now, timeZoneOfState(siteState)).date;
}

/** The unguessable part of the stop link: 32 characters of base64url. */
export const ALERT_STOP_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The stop page: opening it changes nothing; its button posts to `alertUnsubscribePath`. */
export const alertStopPath = (token: string) => `/alerts/${token}`;

/** Where the stop page's button and an e-mail client's one-click unsubscribe (RFC 8058) post. */
export const alertUnsubscribePath = (token: string) => `${alertStopPath(token)}/stop`;

/**
 * Where an alert's links point: the address the shopper saved the car on, else the site's own. Null when neither
 * is known: an alert is not sent without a stop link that works.
 */
export function alertOrigin(savedOn: string | null, site: { url?: string; domains: readonly string[] }): string | null {
  const origin = savedOn ?? site.url ?? (site.domains[0] ? `https://${site.domains[0]}` : null);
  return origin ? origin.replace(/\/+$/, "") : null;
}

export type AlertText = { siteName: string; carName: string; carPath: string; origin: string; stopToken: string; event: WatchEvent };

/** The news and the link it leads to, shared by the text and the e-mail. */
function alertNews({ carName, carPath, origin, event }: AlertText): { news: string; link: string } {
  switch (event.kind) {
    case "price_drop":
      return { news: `price drop on your watchlist. ${carName} is now ${formatDollars(event.newPrice)} (was ${formatDollars(event.oldPrice)}).`, link: `${origin}${carPath}` };
    case "sold":
      return { news: `${carName} on your watchlist has sold. See similar cars:`, link: `${origin}${carPath}#similar-cars` };
    case "arrived":
      return { news: `a car like the ${event.watchedCarName} on your watchlist has arrived: ${carName}, ${formatDollars(event.price)}.`, link: `${origin}${carPath}` };
  }
}

const stopLine = ({ origin, stopToken }: AlertText) => `Stop alerts: ${origin}${alertStopPath(stopToken)}`;

/** The text message; short, because a text is. */
export function watchAlertText(alert: AlertText): string {
  const { news, link } = alertNews(alert);
  return `${alert.siteName}: ${news} ${link}\n${stopLine(alert)}`;
}

const SUBJECTS: Record<WatchEventKind, (alert: AlertText) => string> = {
  price_drop: ({ siteName, carName }) => `Price drop on your ${siteName} watchlist: ${carName}`,
  sold: ({ siteName, carName }) => `Sold from your ${siteName} watchlist: ${carName}`,
  arrived: ({ siteName, carName }) => `Just arrived at ${siteName}: ${carName}`,
};

/** The e-mail: the same news as the text, why it came, and the stop link (also offered as one-click unsubscribe in its headers). */
export function watchAlertEmail(alert: AlertText): { subject: string; text: string } {
  const { news, link } = alertNews(alert);
  const why = `You get this e-mail because you saved cars to your watchlist on ${alert.siteName}: at most one message a day about each of them.`;
  return { subject: SUBJECTS[alert.event.kind](alert), text: `${news[0]!.toUpperCase()}${news.slice(1)}\n${link}\n\n${why}\n${stopLine(alert)}\n` };
}
