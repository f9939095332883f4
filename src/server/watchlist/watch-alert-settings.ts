import { randomBytes } from "node:crypto";
import type { Database } from "@/db/client";
import { setAlertsStopped } from "@/db/queries/watch-alerts";
import type { Site } from "@/domain/site/site";

/** A new token for a link in a message: 24 random bytes, base64url (`ALERT_STOP_TOKEN`, `EMAIL_CONFIRMATION_TOKEN`). */
export const newLinkToken = () => randomBytes(24).toString("base64url");

/** The garage's switch: a signed-in shopper turns their watchlist alerts on or off. */
export async function setAlerts(db: Database, site: Site, userId: number, on: boolean, now: Date): Promise<void> {
  await setAlertsStopped(db, site, userId, !on, now, newLinkToken);
}
