import { randomBytes } from "node:crypto";
import type { Database } from "@/db/client";
import { setShopperEmail } from "@/db/queries/shopper-email";
import { setAlertsStopped } from "@/db/queries/watch-alerts";
import type { Site } from "@/domain/site/site";
import { alertEmailFormSchema } from "@/domain/watchlist/alert-email";

/** A new stop-link token: 24 random bytes, base64url (`ALERT_STOP_TOKEN`). */
export const newStopToken = () => randomBytes(24).toString("base64url");

/** The garage's switch: a signed-in shopper turns their watchlist alerts on or off. */
export async function setAlerts(db: Database, site: Site, userId: number, on: boolean, now: Date): Promise<void> {
  await setAlertsStopped(db, site, userId, !on, now, newStopToken);
}

/** The garage's e-mail form: gives or removes the address alerts also go to; resolves to the notice the garage shows. */
export async function setAlertEmail(db: Database, site: Site, userId: number, fields: Record<string, string>): Promise<"email_saved" | "email_removed" | "email_invalid"> {
  const parsed = alertEmailFormSchema.safeParse(fields);
  if (!parsed.success) return "email_invalid";
  await setShopperEmail(db, site, userId, parsed.data.email);
  return parsed.data.email ? "email_saved" : "email_removed";
}
