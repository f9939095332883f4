import type { NextRequest } from "next/server";
import type { Database } from "@/db/client";
import { stopAlertsByToken } from "@/db/queries/watch-alerts";
import { signInHref } from "@/domain/accounts/return-path";
import type { Site } from "@/domain/site/site";
import { isOneClickUnsubscribe } from "@/domain/email/one-click-unsubscribe";
import { EMAIL_CONFIRMATION_TOKEN, emailConfirmationPath } from "@/domain/watchlist/email-confirmation";
import { garageNoticePath, readCarAndBack, type GarageNotice } from "@/domain/watchlist/garage-notice";
import { ALERT_STOP_TOKEN, alertStopPath } from "@/domain/watchlist/watch-alerts";
import { SESSION_COOKIE } from "@/server/accounts/account-cookies";
import { requestCsrfRefusal } from "@/server/accounts/csrf-request";
import { resolveShopper } from "@/server/accounts/shopper-sessions";
import { formPostFields, seeOther } from "@/server/http/form-post";
import type { EdgeAnswers } from "@/server/http/handle-api-error";
import type { SiteRequest } from "@/server/http/with-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { resendConfirmationLink, setAlertEmail } from "./alert-email-settings";
import { confirmEmailByToken } from "./email-confirmation-links";
import { setAlerts } from "./watch-alert-settings";
import { removeCar, saveCar } from "./watchlist-service";

export type GarageForm = "save-car" | "remove-car" | "alerts" | "alert-email" | "resend-email-link";

/**
 * The garage's forms (issue 14) are plain HTML posts to route handlers answered with a 303, so they behave the same
 * with and without JavaScript: a server action's redirect is rendered by Next.js through an internal request to the
 * server's own origin, which loses the site's host (the sign-in and review forms, server actions, solve the same loss
 * with `redirectAfterAction` in src/server/http/action-redirect.ts). Each checks CSRF (decision 020) and the session,
 * does its work and lands on the garage with a notice, so a reload repeats nothing.
 */
export async function handleGarageForm({ request, site, db }: SiteRequest<unknown>, form: GarageForm): Promise<Response> {
  return seeOther(await garageFormTarget(request, site, db, form));
}

/** The answer to a garage form that fails: a line of text, as for any form post (`format: "text"`). */
export const GARAGE_FORM_EDGE: EdgeAnswers = { name: "Garage form", unavailable: "Your garage is unavailable just now, please try again.", format: "text" };

async function garageFormTarget(request: NextRequest, site: Site, db: Database, form: GarageForm): Promise<string> {
  const fields = await formPostFields(request);
  const forged = requestCsrfRefusal(request, fields.csrf_token);
  if (forged) return garageNoticePath({ kind: "expired" });
  const now = new Date();
  const shopper = await resolveShopper(db, site, request.cookies.get(SESSION_COOKIE)?.value, now);
  if (!shopper) return signInHref({ purpose: "my-garage", redirect: "/my-garage" });
  if (form === "alerts") {
    const on = fields.alerts === "on";
    await setAlerts(db, site, shopper.userId, on, now);
    return garageNoticePath({ kind: on ? "alerts_on" : "alerts_off" });
  }
  const confirmation = { now, siteOrigin: siteBaseUrl(site) };
  if (form === "alert-email") return garageNoticePath({ kind: await setAlertEmail(db, site, shopper.userId, fields, confirmation) });
  if (form === "resend-email-link") {
    const sent = await resendConfirmationLink(db, site, shopper.userId, confirmation);
    return sent ? garageNoticePath({ kind: sent }) : "/my-garage";
  }
  const car = readCarAndBack(fields);
  if (!car) return "/my-garage";
  const result = form === "save-car"
    ? await saveCar(db, site, shopper, { car_id: car.carId }, { siteOrigin: siteBaseUrl(site) })
    : await removeCar(db, site, shopper, { car_id: car.carId });
  const notice: GarageNotice = result.success
    ? { kind: form === "save-car" ? "saved" : "removed", carId: result.carId, back: car.back }
    : { kind: "refused", carId: car.carId, reason: result.reason === "wrong_phone" ? "not_found" : result.reason };
  return garageNoticePath(notice);
}

/**
 * `POST /alerts/{token}/stop`: stops the alerts of the shopper the token names on this site; the token is the only key,
 * so no CSRF token is asked. The stop page's button lands back on the page (303). A mail client's one-click
 * unsubscribe (RFC 8058) gets its answer in place, 200 (or 404 for an unknown token): the RFC forbids a redirect.
 */
export async function handleStopAlerts({ request, site, db }: SiteRequest<unknown>, token: string | null): Promise<Response> {
  const wellFormed = token !== null && ALERT_STOP_TOKEN.test(token);
  const stopped = wellFormed && (await stopAlertsByToken(db, site, token, new Date()));
  if (isOneClickUnsubscribe(await formPostFields(request))) return plainAnswer(stopped ? 200 : 404, stopped ? "Alerts stopped." : "Not found.");
  return seeOther(wellFormed ? alertStopPath(token) : "/");
}

/**
 * `POST /my-garage/confirm-email/{token}/confirm`: the button on the e-mailed link's page confirms the address. Like
 * the stop link, the token is the only key (it reached that mailbox), so no session or CSRF token is asked; the
 * answer is a 303 back to the page, which says whether the address is confirmed.
 */
export async function handleConfirmEmail({ site, db }: SiteRequest<unknown>, token: string | null): Promise<Response> {
  if (token === null || !EMAIL_CONFIRMATION_TOKEN.test(token)) return seeOther("/");
  await confirmEmailByToken(db, site, token, new Date());
  return seeOther(emailConfirmationPath(token));
}

const plainAnswer = (status: number, text: string) => new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
