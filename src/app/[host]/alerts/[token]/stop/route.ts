import type { NextRequest } from "next/server";
import { decodeRouteParam } from "@/domain/security/request-target";
import { ALERT_STOP_TOKEN, alertStopPath } from "@/domain/watchlist/watch-alerts";
import { seeOther } from "@/server/http/form-post";
import { handleStopAlerts } from "@/server/watchlist/garage-forms";

type Context = { params: Promise<{ host: string; token: string }> };

/**
 * `POST /alerts/{token}/stop`: the stop page's button (303 back to the page, which says alerts are stopped) and the
 * alert e-mails' one-click unsubscribe address (RFC 8058; answered 200 in place). Issue 14.
 */
export async function POST(request: NextRequest, { params }: Context) {
  return handleStopAlerts(request, params, decodeRouteParam((await params).token));
}

/** A mail client without one-click opens the unsubscribe address in a browser: the stop page, which changes nothing until its button. */
export async function GET(_request: NextRequest, { params }: Context) {
  const token = decodeRouteParam((await params).token);
  return seeOther(token !== null && ALERT_STOP_TOKEN.test(token) ? alertStopPath(token) : "/");
}
