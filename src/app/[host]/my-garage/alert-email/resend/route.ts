import { withSite } from "@/server/http/with-site";
import { GARAGE_FORM_EDGE, handleGarageForm } from "@/server/watchlist/garage-forms";

/** The garage's "Send the link again": another link to confirm the alert address, at most one per 10 minutes; 303 to the garage with a notice (docs/api.md). */
export const POST = withSite((context) => handleGarageForm(context, "resend-email-link"), GARAGE_FORM_EDGE);
