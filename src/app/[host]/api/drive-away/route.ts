import { answerDriveAway } from "@/server/drive-away/drive-away-api";
import { queryAnswerRoute } from "@/server/http/query-answer-route";

export const dynamic = "force-dynamic";

/** `GET /api/drive-away?car_id=&postcode=` on a site host (docs/api.md). */
export const GET = queryAnswerRoute(answerDriveAway, { name: "Drive-away estimate", unavailable: "Drive-away estimates are unavailable, please try again" });
