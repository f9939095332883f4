import { answerYouxQuote } from "@/server/finance/youx-quote-service";
import { badRequest } from "@/server/http/api-error";
import { toResponse } from "@/server/http/json-answer";
import { readJsonBody } from "@/server/http/json-body";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** `POST /api/youx/quote` on a site host (spec 001 §7, docs/api.md). */
export const POST = withSite(async ({ request, site }) => {
  const body = await readJsonBody(request);
  if (!body.ok) throw badRequest("body", body.message);
  return toResponse(answerYouxQuote(site, body.value));
}, { name: "Youx quote", unavailable: "Youx quotes are unavailable, please try again" });
