import { decodeRouteParam } from "@/domain/security/request-target";
import { handleStopAlerts } from "@/server/watchlist/garage-forms";

/** `POST /alerts/{token}/stop`: the stop page's button (issue 14); 303 back to the page, which says alerts are stopped. */
export async function POST(_request: Request, { params }: { params: Promise<{ host: string; token: string }> }) {
  return handleStopAlerts(params, decodeRouteParam((await params).token));
}
