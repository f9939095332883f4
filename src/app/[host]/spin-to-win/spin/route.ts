import { withSite } from "@/server/http/with-site";
import { handleSpinForm, SPIN_FORM_EDGE } from "@/server/spin-to-win/spin-form";

/** The wheel's form (spec 001 §2 /spin-to-win; decision 026): a post answered 303 to the page (docs/api.md). */
export const POST = withSite(handleSpinForm, SPIN_FORM_EDGE);
