import { answerFinanceQuote } from "@/server/finance/finance-quote-service";
import { toResponse } from "@/server/http/json-answer";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** `GET /api/finance/quote` on a site host (docs/api.md). */
export const GET = withSite(({ request }) => toResponse(answerFinanceQuote(request.nextUrl.searchParams)), {
  name: "Finance quote", unavailable: "Finance quotes are unavailable, please try again",
});
