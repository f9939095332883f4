import { processSingleton } from "@/config/process-singletons";
import type { Database } from "@/db/client";
import type { Site } from "@/domain/site/site";
import { responseTimesByDealership } from "@/domain/inbox/response-time-figures";
import { typicalReplyText } from "@/domain/inbox/typical-reply-text";
import { measuredLeads } from "./response-times";

/** The line moves with answers over 30 days: a few minutes old is as true, and a busy vehicle page reads it once. */
const KEPT_MS = 5 * 60_000;
const cache = processSingleton("inbox.typical-reply-line", () => new Map<number, { text: string | null; until: number }>());

/**
 * What a dealership's vehicle pages and enquiry forms say of its replies (issue 33 B9): "Usually replies within 12
 * minutes", from the same log as the inbox, or null (say nothing) until it has answered 10 leads in 30 days. Kept
 * 5 minutes per dealership: it is the same for every shopper, so it can sit in cached pages.
 */
export async function typicalReplyLine(db: Database, dealershipId: number, now: Date): Promise<string | null> {
  const kept = cache.get(dealershipId);
  if (kept && kept.until > now.getTime()) return kept.text;
  const summary = responseTimesByDealership(await measuredLeads(db, [dealershipId], now), 30, now).get(dealershipId);
  const text = summary ? typicalReplyText(summary) : null;
  cache.set(dealershipId, { text, until: now.getTime() + KEPT_MS });
  return text;
}

/** The line for a site's own forms (contact, test drive, trade-in…): its dealership's; a group's site sends them to one of several, and no one figure fits. */
export async function siteTypicalReplyLine(db: Database, site: Site, now: Date): Promise<string | null> {
  const only = site.dealerships.length === 1 ? site.dealerships[0]! : null;
  return only ? typicalReplyLine(db, only.id, now) : null;
}

/** Tests measure again at once after changing a dealership's log. */
export function forgetTypicalReplyLines(): void {
  cache.clear();
}
