import type { ResponseTimeSummary } from "./response-time-figures";

/** Issue 33 B9: "Once a dealership has answered at least 10 leads in 30 days". */
export const TYPICAL_REPLY_MIN_ANSWERED = 10;

/**
 * What vehicle pages and enquiry forms say about a dealership's replies, from its 30-day summary: "Usually replies
 * within 12 minutes", its median first-response time during opening hours. Null — say nothing — until it has
 * answered at least 10 leads in the 30 days, so it never shows a figure it could not measure.
 *
 * Rounding: "within" promises an upper bound, so the median is rounded up, never down: to whole minutes, at least
 * 1 (a reply in 20 seconds is "within 1 minute"); from 60 minutes, up to whole hours (61 minutes is "within 2
 * hours"), as a shopper reads an hour figure more easily than "within 95 minutes".
 */
export function typicalReplyText(last30Days: ResponseTimeSummary): string | null {
  if (last30Days.answered < TYPICAL_REPLY_MIN_ANSWERED || last30Days.medianMs === null) return null;
  const minutes = Math.max(1, Math.ceil(last30Days.medianMs / 60_000));
  if (minutes < 60) return `Usually replies within ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  const hours = Math.ceil(minutes / 60);
  return `Usually replies within ${hours} ${hours === 1 ? "hour" : "hours"}`;
}
