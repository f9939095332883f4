"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDatabase } from "@/db/connection";
import { csrfRefusal } from "@/domain/accounts/csrf";
import { signInHref } from "@/domain/accounts/return-path";
import { garageNoticePath, type GarageNotice } from "@/domain/watchlist/garage-notice";
import { watchlistChangeSchema } from "@/domain/watchlist/watchlist-request";
import { readAccountRequest } from "@/server/accounts/account-request";
import { resolveShopper } from "@/server/accounts/shopper-sessions";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { setAlerts } from "./watch-alert-settings";
import { removeCar, saveCar } from "./watchlist-service";

type GarageForm = "save" | "remove" | "alerts";

/**
 * The garage's forms without JavaScript (issue 14): save a car (the confirmation page), remove one, turn alerts on
 * or off. Each checks CSRF (decision 020) and the session, does its work, and redirects to the garage with a notice,
 * so a reload repeats nothing. redirect() throws, so it is called outside the work.
 */
async function handle(form: GarageForm, formData: FormData): Promise<string> {
  const { site, request } = await readAccountRequest();
  if (!site) return "/";
  const field = (name: string) => (typeof formData.get(name) === "string" ? String(formData.get(name)) : undefined);
  const forged = csrfRefusal({ host: request.host, origin: request.origin, referer: request.referer, cookieToken: request.csrfCookie, submittedToken: field("csrf_token") });
  if (forged) return garageNoticePath({ kind: "expired" });
  const { db } = await getDatabase();
  const shopper = await resolveShopper(db, site, request.sessionToken, request.now);
  if (!shopper) return signInHref({ purpose: "my-garage", redirect: "/my-garage" });
  if (form === "alerts") {
    const on = field("alerts") === "on";
    await setAlerts(db, site, shopper.userId, on, request.now);
    return garageNoticePath({ kind: on ? "alerts_on" : "alerts_off" });
  }
  const change = watchlistChangeSchema.safeParse({ car_id: field("car_id") });
  if (!change.success) return "/my-garage";
  const back = field("back") ?? null;
  const result = form === "save"
    ? await saveCar(db, site, shopper, change.data, { siteOrigin: siteBaseUrl({ headers: await headers() }) })
    : await removeCar(db, site, shopper, change.data);
  const notice: GarageNotice = result.success
    ? { kind: form === "save" ? "saved" : "removed", carId: result.carId, back }
    : { kind: "refused", carId: change.data.car_id, reason: result.reason === "wrong_phone" ? "not_found" : result.reason };
  return garageNoticePath(notice);
}

export async function saveCarFormAction(formData: FormData): Promise<void> {
  redirect(await handle("save", formData));
}

export async function removeCarFormAction(formData: FormData): Promise<void> {
  redirect(await handle("remove", formData));
}

export async function setAlertsFormAction(formData: FormData): Promise<void> {
  redirect(await handle("alerts", formData));
}
