import { answerDeliveryEstimate } from "@/server/delivery/delivery-service";
import { queryAnswerRoute } from "@/server/http/query-answer-route";

export const dynamic = "force-dynamic";

/** `GET /api/delivery?car_id=&postcode=` on a site host (docs/api.md). */
export const GET = queryAnswerRoute(answerDeliveryEstimate, { name: "Delivery estimate", unavailable: "Delivery estimates are unavailable, please try again" });
