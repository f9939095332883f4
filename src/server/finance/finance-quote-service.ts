import { financeQuote, parseFinanceQuoteParams } from "@/domain/finance/finance-quote-request";
import { failure, ok, type JsonAnswer } from "@/server/http/json-answer";

/** `GET /api/finance/quote`: the repayment for the given loan (spec 000 §9), or 400 naming the first bad parameter. */
export function answerFinanceQuote(search: URLSearchParams): JsonAnswer {
  const parsed = parseFinanceQuoteParams(search);
  if (!parsed.ok) return failure(400, parsed.error);
  // A pure function of the query: any cache may keep it.
  return ok(financeQuote(parsed.params), 86_400);
}
