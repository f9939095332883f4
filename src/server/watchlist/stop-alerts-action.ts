"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDatabase } from "@/db/connection";
import { stopAlertsByToken } from "@/db/queries/watch-alerts";
import { normaliseHost } from "@/domain/site/resolve-site-host";
import { ALERT_STOP_TOKEN, alertStopPath } from "@/domain/watchlist/watch-alerts";
import { siteForHost } from "@/server/tenancy/site-registry";

/**
 * The stop link's button (issue 14): stops the alerts of the shopper the token names on this site, then shows the
 * page again (post, redirect, get), which says they are stopped. The token is the only key, as in the link.
 */
export async function stopWatchAlertsAction(formData: FormData): Promise<void> {
  const token = formData.get("token");
  if (typeof token !== "string" || !ALERT_STOP_TOKEN.test(token)) return;
  const site = await siteForHost(normaliseHost((await headers()).get("host") ?? ""));
  if (!site) return;
  await stopAlertsByToken((await getDatabase()).db, site, token, new Date());
  redirect(alertStopPath(token));
}
