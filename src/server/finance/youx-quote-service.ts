import { offersYouxQuotes, parseYouxQuoteRequest, youxQuote } from "@/domain/finance/youx-quote";
import type { Site } from "@/domain/site/site";
import { failure, ok, type JsonAnswer } from "@/server/http/json-answer";

/** `POST /api/youx/quote` (spec 001 §7): our quote at the site's rate table, 404 where the site has no YouX feature. */
export function answerYouxQuote(site: Site, body: unknown): JsonAnswer {
  if (!offersYouxQuotes(site.config)) return failure(404, { message: "This site does not offer YouX quotes" });
  const parsed = parseYouxQuoteRequest(body);
  if (!parsed.ok) return failure(400, parsed.error);
  return ok(youxQuote(parsed.request, site.config.youxRates));
}
