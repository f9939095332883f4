import { withSite } from "@/server/http/with-site";
import { GARAGE_FORM_EDGE, handleGarageForm } from "@/server/watchlist/garage-forms";

/** The garage's `alerts` form (issue 14): a post answered 303 to the garage with a notice (docs/api.md). */
export const POST = withSite((context) => handleGarageForm(context, "alerts"), GARAGE_FORM_EDGE);
