import { NextResponse } from "next/server";
import { findCompareCars } from "@/db/queries/compare-cars";
import { COMPARE_COOKIE, comparePath, formatCompareSet } from "@/domain/compare/compare-paths";
import { addToCompareSet, parseCompareSet, removeFromCompareSet, type TrayChange } from "@/domain/compare/compare-set";
import { carIdSchema } from "@/domain/car/car-id";
import type { EdgeAnswers } from "@/server/http/handle-api-error";
import type { SiteRequest } from "@/server/http/with-site";

/** A failed tray change answers a line of text, as a form post does. */
export const COMPARE_TRAY_EDGE: EdgeAnswers = { name: "Compare tray", unavailable: "The comparison is unavailable just now, please try again.", format: "text" };

const TRAY_MAX_AGE_S = 30 * 86_400;

/**
 * `GET /compare/add?car=` and `GET /compare/remove?car=&cars=` (issue 35 §1), the "Compare" link and the "Remove" form
 * without JavaScript: the tray lives in a cookie, so a car added from a card joins the cars chosen before. Adding
 * reads the cookie; removing starts from the comparison being read (`cars`), which may be a shared link. A car this
 * site does not show is not added; a fifth is refused with the page's notice. Each lands on the comparison (303).
 */
export async function handleCompareTray({ request, site, db }: SiteRequest<unknown>, change: "add" | "remove"): Promise<Response> {
  const query = request.nextUrl.searchParams;
  const car = carIdSchema.safeParse(query.get("car") ?? "");
  const current = parseCompareSet(change === "add" ? request.cookies.get(COMPARE_COOKIE)?.value : query.get("cars")).ids;
  const unchanged: TrayChange = { kind: "changed", ids: current };
  const outcome = !car.success
    ? unchanged
    : change === "remove"
      ? { kind: "changed", ids: removeFromCompareSet(current, car.data) }
      : (await findCompareCars(db, site, [car.data])).some((record) => record.kind === "shown")
        ? addToCompareSet(current, car.data)
        : unchanged;
  // A relative Location, as `seeOther`'s: the request's own URL names the proxy's rewritten path.
  const location = comparePath(outcome.ids, outcome.kind === "full" ? { notice: "full" } : {});
  const response = new NextResponse(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
  response.cookies.set(COMPARE_COOKIE, formatCompareSet(outcome.ids), { secure: true, sameSite: "lax", path: "/", maxAge: TRAY_MAX_AGE_S });
  return response;
}
