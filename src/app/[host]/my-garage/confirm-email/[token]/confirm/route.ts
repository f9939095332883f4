import { decodeRouteParam } from "@/domain/security/request-target";
import { withSite } from "@/server/http/with-site";
import { GARAGE_FORM_EDGE, handleConfirmEmail } from "@/server/watchlist/garage-forms";

/** `POST /my-garage/confirm-email/{token}/confirm`: the confirmation page's button (issue 14); 303 back to the page. */
export const POST = withSite<{ host: string; token: string }>((context) => handleConfirmEmail(context, decodeRouteParam(context.params.token)), GARAGE_FORM_EDGE);
