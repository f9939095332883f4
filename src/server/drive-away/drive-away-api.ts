import { POSTCODE_NOT_FOUND } from "@/domain/delivery/delivery-estimate";
import type { Database } from "@/db/client";
import { parseDriveAwayQuery } from "@/domain/drive-away/drive-away-request";
import type { Site } from "@/domain/site/site";
import type { JsonAnswer } from "@/server/http/json-answer";
import { failure, ok } from "@/server/http/json-answer";
import { toDriveAwayView } from "@/domain/drive-away/drive-away-view";
import { estimateDriveAway, NO_DRIVE_AWAY_ESTIMATE } from "./drive-away-service";

/** `GET /api/drive-away?car_id=&postcode=` (docs/api.md). */
export async function answerDriveAway(db: Database, site: Site, search: URLSearchParams, now: Date): Promise<JsonAnswer> {
  const parsed = parseDriveAwayQuery(search);
  if (!parsed.ok) return failure(400, { parameter: parsed.parameter, message: parsed.message });
  const { car_id: carId, postcode } = parsed.query;
  const outcome = await estimateDriveAway(db, site, carId, postcode, now);
  switch (outcome.kind) {
    case "no-car":
      return failure(404, { parameter: "car_id", message: "No such car on this site" });
    case "not-offered":
      return { status: 422, body: { error: { parameter: "car_id", message: NO_DRIVE_AWAY_ESTIMATE } } };
    case "unknown-postcode":
      return failure(404, { parameter: "postcode", message: POSTCODE_NOT_FOUND });
    case "estimate":
      return ok(toDriveAwayView(carId, outcome.estimate), 300);
  }
}
