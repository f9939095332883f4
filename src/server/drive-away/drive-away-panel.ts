import type { Database } from "@/db/client";
import { findDriveAwayCar } from "@/db/queries/drive-away";
import { parseDeliveryPostcode, POSTCODE_NOT_FOUND } from "@/domain/delivery/delivery-estimate";
import { driveAwayBasis } from "@/domain/drive-away/drive-away-estimate";
import { toDriveAwayView, type DriveAwayView } from "@/domain/drive-away/drive-away-view";
import type { Site } from "@/domain/site/site";
import { estimateDriveAway } from "./drive-away-service";

export type DriveAwayPanel = { postcode: string; view: DriveAwayView | null; error: string | null };

/**
 * What the vehicle and print pages show in the drive-away panel: nothing for a car without an estimate; the
 * form alone; or, for a postcode in the address (the form sent without JavaScript), its breakdown or error.
 */
export async function loadDriveAwayPanel(db: Database, site: Site, carId: number, typed: string | string[] | undefined, now: Date): Promise<DriveAwayPanel | null> {
  const car = await findDriveAwayCar(db, site, carId, now);
  if (!car || !driveAwayBasis(car)) return null;
  const raw = Array.isArray(typed) ? typed[0] : typed;
  if (raw === undefined) return { postcode: "", view: null, error: null };
  const postcode = parseDeliveryPostcode(raw);
  if (!postcode.ok) return { postcode: raw.slice(0, 4), view: null, error: postcode.message };
  const outcome = await estimateDriveAway(db, site, carId, postcode.postcode, now);
  if (outcome.kind !== "estimate") return { postcode: postcode.postcode, view: null, error: outcome.kind === "unknown-postcode" ? POSTCODE_NOT_FOUND : null };
  return { postcode: postcode.postcode, view: toDriveAwayView(carId, outcome.estimate), error: null };
}
