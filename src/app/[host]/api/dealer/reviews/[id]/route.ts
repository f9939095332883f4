import type { NextRequest } from "next/server";
import { getDatabase } from "@/db/connection";
import { dealershipForAuthorization } from "@/server/leads/api-keys";
import { controlCharacterField, decodeRouteParam } from "@/domain/security/request-target";
import { readJsonBody } from "@/server/http/json-body";
import { leadErrors } from "@/server/leads/lead-responses";
import { CONTROL_CHARACTER_MESSAGE } from "@/server/leads/request-body";
import { moderateReview, moderationSchema } from "@/server/reviews/dealer-reviews";
import { findSite } from "@/server/tenancy/require-site";
import { logFailure } from "@/server/logging/log-failure";

export const dynamic = "force-dynamic";

const REVIEW_ID = /^[1-9]\d{0,9}$/;

/** `POST /api/dealer/reviews/{id}` `{ status, reply_text? }`: approve, reject or reply to one of the dealership's reviews (docs/api.md). */
export async function POST(request: NextRequest, { params }: { params: Promise<{ host: string; id: string }> }) {
  const { id: rawId } = await params;
  const id = decodeRouteParam(rawId) ?? "";
  if (!REVIEW_ID.test(id) || Number(id) > 2_147_483_647) return leadErrors.badRequest("id", "id must be a review id");
  const body = await readJsonBody(request);
  if (!body.ok) return leadErrors.badRequest("body", body.message);
  const unreadable = controlCharacterField(body.value);
  if (unreadable !== null) return leadErrors.badRequest(unreadable, CONTROL_CHARACTER_MESSAGE);
  const change = moderationSchema.safeParse(body.value);
  if (!change.success) {
    const issue = change.error.issues[0];
    return leadErrors.badRequest(String(issue?.path[0] ?? "body"), issue?.message ?? "Invalid body");
  }
  try {
    const site = await findSite(params);
    if (!site) return leadErrors.unknownSite();
    const { db } = await getDatabase();
    const dealershipId = await dealershipForAuthorization(db, request.headers.get("authorization"));
    if (dealershipId === null || !site.dealerships.some((d) => d.id === dealershipId)) return leadErrors.unauthorized();
    const done = await moderateReview(db, site, dealershipId, Number(id), change.data, new Date());
    if (!done) return Response.json({ error: { parameter: "id", message: "No such review for this dealership." } }, { status: 404 });
    return Response.json({ id: Number(id), status: change.data.status }, { headers: { "Cache-Control": "no-store" } });
  } catch (failure) {
    logFailure("Review moderation failed", failure);
    return leadErrors.unavailable("The reviews API");
  }
}
