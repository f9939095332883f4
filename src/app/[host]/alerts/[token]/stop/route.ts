import { decodeRouteParam } from "@/domain/security/request-target";
import { ALERT_STOP_TOKEN, alertStopPath } from "@/domain/watchlist/watch-alerts";
import { seeOther } from "@/server/http/form-post";
import { withSite } from "@/server/http/with-site";
import { GARAGE_FORM_EDGE, handleStopAlerts } from "@/server/watchlist/garage-forms";

/**
 * `POST /alerts/{token}/stop`: the stop page's button (303 back to the page, which says alerts are stopped) and the
 * alert e-mails' one-click unsubscribe address (RFC 8058; answered 200 in place). Issue 14.
 */
export const POST = withSite<{ host: string; token: string }>((context) => handleStopAlerts(context, decodeRouteParam(context.params.token)), GARAGE_FORM_EDGE);

/** A mail client without one-click opens the unsubscribe address in a browser: the stop page, which changes nothing until its button. */
export const GET = withSite<{ host: string; token: string }>(({ params }) => {
  const token = decodeRouteParam(params.token);
  return seeOther(token !== null && ALERT_STOP_TOKEN.test(token) ? alertStopPath(token) : "/");
}, GARAGE_FORM_EDGE);
