import { safeReturnPath } from "../accounts/return-path";
import { SIGN_IN_MESSAGES } from "../accounts/sign-in-form";
import { LEAD_MESSAGES } from "../leads/lead-messages";
import { EMAIL_CONFIRMED_TEXT } from "./email-confirmation-messages";
import { WATCHLIST_MESSAGES } from "./watchlist-messages";
import type { SaveRefusal } from "./watchlist-rules";

/**
 * What the garage says after one of its forms (without JavaScript, a form's answer is the page it redirects to):
 * `/my-garage?notice=saved&car_id=…&back=…` and the like. Only our own codes are read; texts come from here.
 */
export type GarageNotice =
  | { kind: "saved" | "removed"; carId: number; back: string | null }
  | { kind: "refused"; carId: number; reason: SaveRefusal }
  | { kind: SimpleNotice };

const SIMPLE_NOTICES = ["expired", "alerts_on", "alerts_off", "email_saved", "email_unchanged", "email_sent", "email_wait", "email_removed", "email_invalid"] as const;
type SimpleNotice = (typeof SIMPLE_NOTICES)[number];

const REFUSALS = Object.keys(WATCHLIST_MESSAGES.refusals) as SaveRefusal[];
const CAR_ID = /^[1-9]\d{0,9}$/;
const CAR_PAGE = /^\/cars\/[\w-]{1,200}$/;

type Query = Record<string, string | string[] | undefined>;
const one = (query: Query, name: string) => (typeof query[name] === "string" ? query[name] : undefined);

/** `car_id` and `back` (one of our car pages, else null), as the save confirmation page and the notices carry them. */
export function readCarAndBack(query: Query): { carId: number; back: string | null } | null {
  const carId = one(query, "car_id");
  if (!carId || !CAR_ID.test(carId)) return null;
  const back = safeReturnPath(one(query, "back"));
  return { carId: Number(carId), back: back && CAR_PAGE.test(back) ? back : null };
}

export function readGarageNotice(query: Query): GarageNotice | null {
  const kind = one(query, "notice");
  const simple = SIMPLE_NOTICES.find((k) => k === kind);
  if (simple) return { kind: simple };
  const car = readCarAndBack(query);
  if (!car) return null;
  if (kind === "saved" || kind === "removed") return { kind, ...car };
  const reason = REFUSALS.find((r) => r === one(query, "reason"));
  return kind === "refused" && reason ? { kind, carId: car.carId, reason } : null;
}

export function garageNoticePath(notice: GarageNotice): string {
  const query = new URLSearchParams({ notice: notice.kind });
  if ("carId" in notice) query.set("car_id", String(notice.carId));
  if ("back" in notice && notice.back) query.set("back", notice.back);
  if (notice.kind === "refused") query.set("reason", notice.reason);
  return `/my-garage?${query.toString()}`;
}

export const ALERTS_ON_TEXT = "Alerts are on: we text you, and e-mail you if you confirm an address below, when a car on your watchlist drops in price or sells, or a similar car arrives; at most once a day for each car.";
export const ALERTS_OFF_TEXT = "Alerts are stopped: we will not text or e-mail you about the cars on your watchlist.";

/** The notice's heading and text; the car's name where it names a car (the id alone when the site no longer has it). */
export function garageNoticeText(notice: GarageNotice, carName: string | null): { title: string; text: string } {
  const name = carName ?? "The car";
  switch (notice.kind) {
    case "saved":
      return { title: WATCHLIST_MESSAGES.savedTitle, text: WATCHLIST_MESSAGES.saved(name) };
    case "removed":
      return { title: WATCHLIST_MESSAGES.removedTitle, text: WATCHLIST_MESSAGES.removed(name) };
    case "refused":
      return { title: "Not saved", text: WATCHLIST_MESSAGES.refusals[notice.reason] };
    case "expired":
      return { title: "Not changed", text: SIGN_IN_MESSAGES.expiredPage };
    case "alerts_on":
      return { title: "Alerts on", text: ALERTS_ON_TEXT };
    case "alerts_off":
      return { title: "Alerts stopped", text: ALERTS_OFF_TEXT };
    case "email_saved":
      return { title: "Check your inbox", text: "We sent a link to your e-mail address. Alerts go there once you confirm; until then, by text only." };
    case "email_sent":
      return { title: "Check your inbox", text: "We sent the link again. Alerts go to your e-mail address once you confirm." };
    case "email_wait":
      return { title: "Link not sent yet", text: "We sent you a link less than 10 minutes ago: look for it in your inbox and spam folder, or ask for another when the time below is up." };
    case "email_unchanged":
      return { title: "E-mail address saved", text: EMAIL_CONFIRMED_TEXT };
    case "email_removed":
      return { title: "E-mail address removed", text: "Alerts will come by text only." };
    case "email_invalid":
      return { title: "Not saved", text: LEAD_MESSAGES.email };
  }
}
