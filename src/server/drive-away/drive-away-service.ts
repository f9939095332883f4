import type { Database } from "@/db/client";
import { findDriveAwayCar } from "@/db/queries/drive-away";
import { driveAwayBasis, driveAwayEstimate, type DriveAwayEstimate } from "@/domain/drive-away/drive-away-estimate";
import type { Site } from "@/domain/site/site";
import { findPostcodePoint } from "@/server/delivery/postcode-points";
import { quoteDelivery, type PostcodeLookup } from "@/server/delivery/delivery-service";

export const NO_DRIVE_AWAY_ESTIMATE = "This car has no drive-away estimate: its price already includes on-road costs, or it is not a car our tables cover.";

export type DriveAwayOutcome =
  | { kind: "estimate"; estimate: DriveAwayEstimate }
  | { kind: "no-car" }
  | { kind: "not-offered" }
  | { kind: "unknown-postcode" };

const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/** The drive-away estimate of one of the site's shown cars for a postcode (issue 18): the state from the postcode table, the delivery band, the state's charges. */
export async function estimateDriveAway(db: Database, site: Site, carId: number, postcode: string, now: Date, lookup: PostcodeLookup = findPostcodePoint): Promise<DriveAwayOutcome> {
  const car = await findDriveAwayCar(db, site, carId, now);
  if (!car) return { kind: "no-car" };
  const basis = driveAwayBasis(car);
  if (!basis) return { kind: "not-offered" };
  const point = lookup(postcode);
  if (!point) return { kind: "unknown-postcode" };
  const delivery = (await quoteDelivery(db, site, carId, postcode, now, lookup)) ?? { kind: "pick-up" as const };
  return { kind: "estimate", estimate: driveAwayEstimate({ car, basis, postcode, state: point.state, delivery, today: isoDay(now) }) };
}
