import { withSite } from "@/server/http/with-site";
import { GARAGE_FORM_EDGE, handleGarageForm } from "@/server/watchlist/garage-forms";

/** The garage's `alert-email` form (issue 14): gives or removes the address alerts also go to; 303 to the garage with a notice (docs/api.md). */
export const POST = withSite((context) => handleGarageForm(context, "alert-email"), GARAGE_FORM_EDGE);
