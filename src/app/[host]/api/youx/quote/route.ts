import { failure, toResponse } from "@/server/http/json-answer";
import { readJsonBody } from "@/server/http/json-body";
import { answerYouxQuote } from "@/server/finance/youx-quote-service";
import { findSite } from "@/server/tenancy/require-site";

export const dynamic = "force-dynamic";

/** `POST /api/youx/quote` on a site host (spec 001 §7, docs/api.md). */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await findSite(params);
  if (!site) return toResponse(failure(404, { message: "Unknown site" }));
  const body = await readJsonBody(request);
  if (!body.ok) return toResponse(failure(400, { parameter: "body", message: body.message }));
  return toResponse(answerYouxQuote(site, body.value));
}
