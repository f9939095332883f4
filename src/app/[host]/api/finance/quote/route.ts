import type { NextRequest } from "next/server";
import { answerFinanceQuote } from "@/server/finance/finance-quote-service";
import { failure, toResponse } from "@/server/http/json-answer";
import { findSite } from "@/server/tenancy/require-site";

export const dynamic = "force-dynamic";

/** `GET /api/finance/quote` on a site host (docs/api.md). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  const site = await findSite(params);
  if (!site) return toResponse(failure(404, { message: "Unknown site" }));
  return toResponse(answerFinanceQuote(request.nextUrl.searchParams));
}
