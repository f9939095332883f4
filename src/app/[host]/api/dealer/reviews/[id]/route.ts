import { controlCharacterField, decodeRouteParam } from "@/domain/security/request-target";
import { ApiError, badRequest, invalidInput } from "@/server/http/api-error";
import { readJsonBody } from "@/server/http/json-body";
import { CONTROL_CHARACTER_MESSAGE } from "@/server/http/request-body";
import { withDealerKey } from "@/server/http/with-dealer-key";
import { moderateReview, moderationSchema } from "@/server/reviews/dealer-reviews";

export const dynamic = "force-dynamic";

const REVIEW_ID = /^[1-9]\d{0,9}$/;

/** `POST /api/dealer/reviews/{id}` `{ status, reply_text? }`: approve, reject or reply to one of the dealership's reviews (docs/api.md). */
export const POST = withDealerKey<{ host: string; id: string }>(async ({ request, params, site, db, dealershipId }) => {
  const id = decodeRouteParam(params.id) ?? "";
  if (!REVIEW_ID.test(id) || Number(id) > 2_147_483_647) throw badRequest("id", "id must be a review id");
  const body = await readJsonBody(request);
  if (!body.ok) throw badRequest("body", body.message);
  const unreadable = controlCharacterField(body.value);
  if (unreadable !== null) throw badRequest(unreadable, CONTROL_CHARACTER_MESSAGE);
  const change = moderationSchema.safeParse(body.value);
  if (!change.success) throw invalidInput(change.error.issues, "body");
  const done = await moderateReview(db, site, dealershipId, Number(id), change.data, new Date());
  if (!done) throw new ApiError("not_found", "No such review for this dealership.", { parameter: "id" });
  return Response.json({ id: Number(id), status: change.data.status }, { headers: { "Cache-Control": "no-store" } });
}, { name: "Review moderation", unavailable: "The reviews API is unavailable just now, please try again." });
